// Every text of the app, both languages at once, for tests and checks. The app itself loads one
// language at a time (lib/i18n.ts).
export { appMessages as enMessages, messages as enAllMessages } from './en.ts';
export { appMessages as esMessages, messages as esAllMessages } from './es.ts';
export type { Messages } from './merge.ts';
