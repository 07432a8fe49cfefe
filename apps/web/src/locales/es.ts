// The Spanish texts of the app, but for the later screens' (es-screens.ts), in one chunk the app
// loads only for a Spanish-speaking visitor (the other language loads when the visitor switches;
// decision 023). Core's words come first.
import { authMessagesEs, statusLabels } from '@jobtrack/core';
import { mergeMessages, type Messages } from './merge.ts';

/**
 * The app's own texts (the feature files) but the screens' that load with their screen
 * (es-screens.ts; decision 042).
 */
export const appMessages = mergeMessages(
  import.meta.glob<Messages>(
    [
      './es/*.json',
      '!./es/{accountant,calendar,check-in,customer-details,documents,photos,profile,proof,qr,qrDemo,quotes,scanner,settings,sheet-import,signoff}.json',
    ],
    { eager: true, import: 'default' },
  ),
);

/** What i18next gets: core's texts, then the app's. */
export const messages: Messages = {
  ...authMessagesEs,
  ...statusLabels.es,
  ...appMessages,
};
