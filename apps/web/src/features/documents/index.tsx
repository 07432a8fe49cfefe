// Invoices and receipts (issue 15): the screens, wired in app/routes/screens.tsx. The pieces the
// job and customer screens show live in components/documents/.
export { DocumentScreen } from './components/document-screen.tsx';
export { InvoicesScreen } from './components/invoices-screen.tsx';
