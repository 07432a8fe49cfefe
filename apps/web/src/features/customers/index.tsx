// The customers screens (spec §2), wired to their routes in app/routes/screens.tsx.
export { CustomerDetailScreen } from './components/customer-detail-screen.tsx';
export { CustomerListScreen } from './components/customer-list-screen.tsx';
export { NewCustomerScreen } from './components/new-customer-screen.tsx';
