// The settings feature (spec §2 /app/settings), wired in app/routes/screens.tsx. The clear-all
// message on /app comes from cleared-data-notice.tsx, which the dashboard route imports on its
// own so the dashboard does not load the whole settings screen.
export { ClearedDataNotice } from './components/cleared-data-notice.tsx';
export { SettingsScreen } from './components/settings-screen.tsx';
