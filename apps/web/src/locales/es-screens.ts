// The texts of the screens a first visit does not show (calendar, check-in, documents, a job's
// photos, profile, QR codes, scanner, settings and its accountant's export) and the record
// forms' validation words: loaded with the first of those screens, not with the app (decision 042). The list of
// files is es.ts's, the other way round.
import { recordMessagesEs } from '@jobtrack/core';
import { mergeMessages, type Messages } from './merge.ts';

export const messages: Messages = {
  ...recordMessagesEs,
  ...mergeMessages(
    import.meta.glob<Messages>(
      './es/{accountant,calendar,check-in,customer-details,documents,photos,profile,proof,qr,qrDemo,quotes,scanner,settings,sheet-import,signoff}.json',
      { eager: true, import: 'default' },
    ),
  ),
};
