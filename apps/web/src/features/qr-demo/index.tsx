// The QR code tour (spec §2 /app/qr-demo), wired to its route in app/routes/screens.tsx.
export { QrDemoScreen } from './components/qr-demo-screen.tsx';
