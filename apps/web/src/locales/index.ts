// Every text of the app, both languages at once, for tests and checks. The app itself loads one
// language at a time, and the screens' texts with the screens (lib/i18n.ts).
import * as en from './en.ts';
import * as enScreens from './en-screens.ts';
import * as es from './es.ts';
import * as esScreens from './es-screens.ts';

export type { Messages } from './merge.ts';

export const enMessages = { ...en.appMessages, ...enScreens.messages };
export const enAllMessages = { ...en.messages, ...enScreens.messages };
export const esMessages = { ...es.appMessages, ...esScreens.messages };
export const esAllMessages = { ...es.messages, ...esScreens.messages };
