// The dashboard feature's public face: the home screen at /app and /app/dashboard.
export { DashboardScreen } from './components/dashboard-screen.tsx';
