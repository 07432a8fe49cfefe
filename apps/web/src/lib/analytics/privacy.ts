// NOTE: docs/architecture.md §5 analytics — a browser that asks not to be tracked (Do Not Track or Global
// Privacy Control) gets no analytics at all: nothing is kept on the device and nothing is sent.

export type PrivacySignals = {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
};

/** false when the browser sends Do Not Track ('1') or Global Privacy Control. */
export function isTrackingAllowed(
  signals: PrivacySignals | undefined = globalThis.navigator as PrivacySignals | undefined,
): boolean {
  if (!signals) return false;
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}
