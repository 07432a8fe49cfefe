/** Flat messages of one language ('auth.emailRequired' -> text). */
export type Messages = Record<string, string>;

/** Merges a language's feature files (locales/<lang>/<feature>.json), in file-name order. */
export const mergeMessages = (files: Record<string, Messages>): Messages =>
  Object.assign(
    {},
    ...Object.keys(files)
      .sort()
      .map((name) => files[name]),
  );
