// Every text of the app, by language. Each feature keeps its own file (locales/en/<feature>.json)
// with flat keys ('auth.emailRequired'); this merges them into one namespace per language.
type Messages = Record<string, string>;

const merge = (files: Record<string, Messages>): Messages =>
  Object.assign(
    {},
    ...Object.keys(files)
      .sort()
      .map((name) => files[name]),
  );

export const enMessages = merge(
  import.meta.glob<Messages>('./en/*.json', { eager: true, import: 'default' }),
);
export const esMessages = merge(
  import.meta.glob<Messages>('./es/*.json', { eager: true, import: 'default' }),
);
