// The payments screen (spec §2, §4), wired to its route in app/routes/screens.tsx.
export { PaymentsScreen } from './components/payments-screen.tsx';
