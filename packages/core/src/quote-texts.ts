// The words of a quote (issue 26, decisions 061 and 062), in the customer's language: what its
// PDF, the app's screen and the public page print. Apart from quotes.ts, so the app's data layer,
// which needs only the rules, does not carry every text of the page.
import { formatDate } from './dates.ts';
import { formatMoney } from './money.ts';
import { quoteAmount, quoteItemAmount, type Quote, type QuoteRepeat } from './quotes.ts';

/** The quote's words in the customer's language, for the PDF, the preview and the public page. */
export const QUOTE_TEXTS = {
  en: {
    quote: 'Quote',
    draft: 'Draft',
    number: 'Number',
    date: 'Date',
    validUntil: 'Valid until',
    for: 'For',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    optional: 'Optional',
    total: 'Total',
    notes: 'Notes',
    repeats: 'Repeats',
    every: (repeat: QuoteRepeat) =>
      repeat.frequency === 'monthly'
        ? repeat.interval === 1
          ? 'Every month'
          : `Every ${repeat.interval} months`
        : repeat.interval === 1
          ? 'Every week'
          : `Every ${repeat.interval} weeks`,
    message: (business: string, number: string, link: string) =>
      `Hi! Here is your quote ${number} from ${business}: ${link}`,
    // The customer's public page (/q/{token}).
    chooseOptional: 'Choose the optional items you want',
    totalChosen: 'Your total',
    accept: 'Accept',
    decline: 'Decline',
    acceptTitle: 'Accept this quote',
    declineTitle: 'Decline this quote',
    yourName: 'Your name',
    signHere: 'Sign here',
    signHint: 'Draw your signature with your finger or mouse.',
    clear: 'Clear',
    confirmAccept: 'Accept and sign',
    confirmDecline: 'Decline the quote',
    cancel: 'Cancel',
    reason: 'Reason (optional)',
    nameRequired: 'Please type your name.',
    signatureRequired: 'Please sign in the box.',
    failed: 'That did not work. Please try again.',
    acceptedBy: (name: string, date: string) => `Accepted by ${name} on ${date}`,
    declinedOn: (date: string) => `Declined on ${date}`,
    expiredOn: (date: string) => `This quote expired on ${date}.`,
    call: (phone: string) => `Call ${phone}`,
    signature: 'Signature',
    chosenItems: 'Items accepted',
    thanksAccepted: 'Thank you! Your acceptance has been sent.',
    thanksDeclined: 'Thank you for letting us know.',
    // The page of a link that no longer stands (no quote, so in the visitor's language).
    notFoundTitle: 'Not found',
    notFoundBody: 'This link is no longer available.',
  },
  es: {
    quote: 'Presupuesto',
    draft: 'Borrador',
    number: 'Número',
    date: 'Fecha',
    validUntil: 'Válido hasta',
    for: 'Para',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    optional: 'Opcional',
    total: 'Total',
    notes: 'Notas',
    repeats: 'Se repite',
    every: (repeat: QuoteRepeat) =>
      repeat.frequency === 'monthly'
        ? repeat.interval === 1
          ? 'Cada mes'
          : `Cada ${repeat.interval} meses`
        : repeat.interval === 1
          ? 'Cada semana'
          : `Cada ${repeat.interval} semanas`,
    message: (business: string, number: string, link: string) =>
      `¡Hola! Aquí tiene su presupuesto ${number} de ${business}: ${link}`,
    chooseOptional: 'Elija los conceptos opcionales que desee',
    totalChosen: 'Su total',
    accept: 'Aceptar',
    decline: 'Rechazar',
    acceptTitle: 'Aceptar este presupuesto',
    declineTitle: 'Rechazar este presupuesto',
    yourName: 'Su nombre',
    signHere: 'Firme aquí',
    signHint: 'Dibuje su firma con el dedo o el ratón.',
    clear: 'Borrar',
    confirmAccept: 'Aceptar y firmar',
    confirmDecline: 'Rechazar el presupuesto',
    cancel: 'Cancelar',
    reason: 'Motivo (opcional)',
    nameRequired: 'Escriba su nombre.',
    signatureRequired: 'Firme en el recuadro.',
    failed: 'No se pudo enviar. Inténtelo de nuevo.',
    acceptedBy: (name: string, date: string) => `Aceptado por ${name} el ${date}`,
    declinedOn: (date: string) => `Rechazado el ${date}`,
    expiredOn: (date: string) => `Este presupuesto venció el ${date}.`,
    call: (phone: string) => `Llamar al ${phone}`,
    signature: 'Firma',
    chosenItems: 'Conceptos aceptados',
    thanksAccepted: '¡Gracias! Su aceptación se ha enviado.',
    thanksDeclined: 'Gracias por avisarnos.',
    notFoundTitle: 'No encontrado',
    notFoundBody: 'Este enlace ya no está disponible.',
  },
} as const;

/** The quote's visible strings, formatted in its language: one source for PDF, preview and page. */
export function quoteView(quote: Quote) {
  const texts = QUOTE_TEXTS[quote.language];
  const money = (amount: number) => formatMoney(amount, quote.language);
  return {
    texts,
    number: quote.number ?? texts.draft,
    issued: formatDate(quote.issuedDate, quote.language),
    validUntil: formatDate(quote.validUntil, quote.language),
    repeat: quote.repeat ? texts.every(quote.repeat) : undefined,
    items: quote.items.map((item) => ({
      id: item.id,
      description: item.description,
      optional: item.optional,
      quantity: String(item.quantity),
      unitPrice: money(item.unitPrice),
      amount: money(quoteItemAmount(item)),
    })),
    total: money(quoteAmount(quote)),
  };
}

/** The short message sent with the link (SMS, WhatsApp, e-mail), in the customer's language. */
export const quoteMessage = (quote: Quote, link: string): string =>
  QUOTE_TEXTS[quote.language].message(quote.business.name, quote.number ?? '', link);
