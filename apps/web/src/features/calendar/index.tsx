// The calendar screen (issue 14), wired to its route in app/routes/screens.tsx.
export { CalendarScreen } from './components/calendar-screen.tsx';
