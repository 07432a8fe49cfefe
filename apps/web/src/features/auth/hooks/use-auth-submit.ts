import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '#web/config/paths.ts';
import type { ErrorFallbacks } from '#web/lib/error-message.ts';
import { useSubmit } from '#web/lib/submit.ts';

/**
 * Sign-in and sign-up's submit (spec §2, §8) on the app's write pattern (lib/submit.ts): sends,
 * then goes where the visitor was headed; a failure becomes `failure` in the UI's words (the
 * server's or local error, else `fallbacks`), so the pages catch nothing themselves.
 */
export function useAuthSubmit(fallbacks: ErrorFallbacks) {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate, isPending, failure, reset } = useSubmit(
    (send: () => Promise<void>) => send(),
    fallbacks,
  );
  const submit = (send: () => Promise<void>) =>
    mutate(send, {
      onSuccess: () => navigate(redirectTarget(location.state), { replace: true }),
    });
  return { failure, isSubmitting: isPending, submit, reset };
}
