// The scanner screen (spec §2 /app/scan), wired to its route in app/routes/screens.tsx.
export { ScanScreen } from './components/scan-screen.tsx';
