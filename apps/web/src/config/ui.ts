// The app's timings and page sizes (spec §9), in one place. They shape only what the screen does,
// so they live with the web app, not in core (decision 039). Durations are in milliseconds.

export const SIMULATED_AUTH_DELAY_MS = 1000;
export const CACHE_LIFETIME_MS = 30_000;

export const CUSTOMERS_PAGE_SIZE = 12;
export const JOBS_PAGE_SIZE = 10;
export const PAYMENTS_PAGE_SIZE = 10;

export const WAITLIST_MODAL_AUTO_CLOSE_MS = 2500;
export const SUCCESS_BANNER_MS = 5000;
export const EXPORT_IMPORT_MESSAGE_MS = 3000;
export const PROFILE_SAVE_DELAY_MS = 1000;
export const PROFILE_SUCCESS_MESSAGE_MS = 3000;
export const CLEAR_ALL_DELAY_MS = 1000;
export const COPY_CONFIRMATION_MS = 2000;

export const SCANNER_MAX_SCANS_PER_SECOND = 5;
export const SCANNER_DECODE_TIMEOUT_MS = 10_000;
export const SCAN_REGION_FRACTION = 2 / 3;

export const QR_DEMO_AUTO_ADVANCE_MS = 3000;
export const QR_DEMO_SLIDE_OUT_MS = 300;
export const QR_DEMO_TRANSITION_DELAY_MS = 50;
export const QR_DEMO_SCANNER_MS = 2000;
export const QR_DEMO_SCANNED_LABEL_MS = 1500;
export const QR_DEMO_REDIRECT_MS = 1500;

/** The QR image of spec §3; the spec says only "blue", so the exact blue is ours. */
export const QR_IMAGE = { width: 200, margin: 2, dark: '#2563eb', light: '#ffffff' } as const;
