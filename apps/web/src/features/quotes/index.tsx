// Quotes (issue 26): the owner's screens, wired in app/routes/screens.tsx. The pieces other
// screens show (a customer's quotes, a job's "From quote") live in components/quotes/.
export { EditQuoteScreen, NewQuoteScreen } from './components/quote-editor-screens.tsx';
export { QuoteScreen } from './components/quote-screen.tsx';
export { QuotesScreen } from './components/quotes-screen.tsx';
