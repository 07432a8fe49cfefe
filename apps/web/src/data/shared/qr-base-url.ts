// Where QR links point when no public URL is configured: the site the app runs on. Apart from
// qr.ts, so the adapters that only need this do not load the QR rules with the first page.
export const defaultQrBaseUrl = (): string =>
  typeof window === 'undefined' ? '' : window.location.origin;
