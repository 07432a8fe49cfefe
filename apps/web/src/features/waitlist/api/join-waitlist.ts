import { DataError } from '#web/data/data-source.ts';
import { apiRequest, HttpError } from '#web/lib/http.ts';
import { addWaitlistEmail } from '#web/lib/auth/session-store.ts';
import { refusalMessage, type ErrorMessage } from '#web/lib/error-message.ts';

/**
 * What a join reads back (spec §7: success, message and error). A refusal's error is the app's
 * own words for the server's code (never the server's English text), when it has some.
 */
export type WaitlistJoinResult =
  { success: true; message: string } | { success: false; error?: ErrorMessage };

/** A waitlist entry (spec §3): email, optional business type, and where the join came from. */
export type WaitlistEntry = { email: string; businessType?: string | undefined; source: string };

type Request = typeof apiRequest;

/** i18n key of spec §8's "API failure" text, thrown when the server could not be asked. */
export const JOIN_FAILED_KEY = 'waitlist.joinFailed';

/** The server's schema is strict: only the fields it knows, and no empty business type. */
export const waitlistBody = (entry: WaitlistEntry): WaitlistEntry => {
  const body: WaitlistEntry = { email: entry.email, source: entry.source };
  if (entry.businessType) body.businessType = entry.businessType;
  return body;
};

/**
 * Joins the waitlist (POST /api/waitlist) and, once the server has it, keeps the e-mail in this
 * browser too, which turns the demo's waitlist prompt off (spec §1).
 *
 * A refusal from the server comes back as `{ success: false, error? }`; a server that cannot be
 * reached (or any other failure) throws a DataError whose key is JOIN_FAILED_KEY.
 */
export async function joinWaitlist(
  entry: WaitlistEntry,
  request: Request = apiRequest,
): Promise<WaitlistJoinResult> {
  const body = waitlistBody(entry);

  let answer: WaitlistJoinResult;
  try {
    answer = await request<WaitlistJoinResult>('/api/waitlist', { method: 'POST', body });
  } catch (error) {
    if (error instanceof HttpError) {
      const message = refusalMessage(error);
      return message ? { success: false, error: message } : { success: false };
    }
    throw new DataError(JOIN_FAILED_KEY, 'Failed to join waitlist. Please try again later.');
  }
  if (answer.success) addWaitlistEmail(body.email);
  return answer;
}
