import { apiRequest, HttpError } from '../../../lib/http.ts';
import { addWaitlistEmail } from '../../../lib/auth/session-store.ts';

/** What a join reads back (spec §7: success, message and error). */
export type WaitlistJoinResult =
  { success: true; message: string } | { success: false; error?: string };

/** A waitlist entry (spec §3): email, optional business type, and where the join came from. */
export type WaitlistEntry = { email: string; businessType?: string | undefined; source: string };

type Request = typeof apiRequest;

/** i18n key of spec §8's "API failure" text, thrown when the server could not be asked. */
export const JOIN_FAILED_KEY = 'waitlist.joinFailed';

/**
 * The server's own words, if it sent any: HttpError falls back to "HTTP <status>: <text>" when
 * the body had no `error`, and the modal must then say its generic message instead (spec §8).
 */
const serverMessage = (error: HttpError): string | undefined =>
  error.message === `HTTP ${error.status}: ${error.statusText}` ? undefined : error.message;

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
 * A refusal from the server comes back as `{ success: false, error }`; a server that cannot be
 * reached (or any other failure) throws an Error whose message is JOIN_FAILED_KEY.
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
      const message = serverMessage(error);
      return message ? { success: false, error: message } : { success: false };
    }
    throw new Error(JOIN_FAILED_KEY, { cause: error });
  }
  if (answer.success) addWaitlistEmail(body.email);
  return answer;
}
