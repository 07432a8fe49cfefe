// Invoices and receipts (issue 15): screens wired in app/routes/screens.tsx, and the pieces the
// job and customer screens show.
export { CustomerDocuments } from './components/customer-documents.tsx';
export { DocumentScreen } from './components/document-screen.tsx';
export { InvoicesScreen } from './components/invoices-screen.tsx';
export { SendDocumentButton } from './components/send-document-button.tsx';
export { PaymentsWithInvoiceLinks } from './components/payments-with-invoice-links.tsx';
