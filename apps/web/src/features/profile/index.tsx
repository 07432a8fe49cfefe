// The business profile feature (spec §2 /app/profile), wired in app/routes/screens.tsx.
export { ProfileScreen } from './components/profile-screen.tsx';
export { AccountControls } from './components/account-controls.tsx';
