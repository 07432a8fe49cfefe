// The failure a write or read reports to the screen by its i18n key; the data layer throws it,
// lib/error-message.ts turns it into words.
/** A failure the UI shows as is, by i18n key (spec §8). */
export class DataError extends Error {
  constructor(
    readonly key: string,
    message = key,
  ) {
    super(message);
    this.name = 'DataError';
  }
}
