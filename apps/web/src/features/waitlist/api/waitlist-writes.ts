// The waitlist's two writes on the app's write pattern (lib/submit.ts): each hook names the
// words of its failure (spec §8), so the forms catch nothing themselves.
import type { ErrorMessage } from '#web/lib/error-message.ts';
import { useSubmit } from '#web/lib/submit.ts';
import { joinWaitlist, type WaitlistEntry } from './join-waitlist.ts';
import { queueWaitlistJoin, sendWaitlistOutbox } from './waitlist-outbox.ts';

/** The server said no: its words for the refusal travel with it. */
class WaitlistRefusal extends Error {
  constructor(readonly failure: ErrorMessage) {
    super(failure.key);
    this.name = 'WaitlistRefusal';
  }
}

/**
 * The demo's modal joins through the server at once (spec §4): a refusal reads as the server's
 * code in the app's words, else "waitlist.errorGeneric"; a server out of reach (or anything
 * else) as "waitlist.errorUnexpected".
 */
export const useJoinWaitlist = () =>
  useSubmit(
    async (entry: WaitlistEntry) => {
      const result = await joinWaitlist(entry);
      if (!result.success) {
        throw new WaitlistRefusal(result.error ?? { key: 'waitlist.errorGeneric' });
      }
    },
    (error) =>
      error instanceof WaitlistRefusal ? error.failure : { key: 'waitlist.errorUnexpected' },
  );

/**
 * The landing page's form keeps the e-mail in this browser and sends it in the background
 * (spec §2, retried when offline). It fails only when this browser could not keep it (storage
 * blocked or full): spec §8's inline failure.
 */
export const useQueueWaitlistJoin = () =>
  useSubmit(
    async (entry: WaitlistEntry) => {
      if (!queueWaitlistJoin(entry)) throw new Error('the browser could not keep the e-mail');
      void sendWaitlistOutbox();
    },
    () => ({ key: 'waitlist.failed' }),
  );
