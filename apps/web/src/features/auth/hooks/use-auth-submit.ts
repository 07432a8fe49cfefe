import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '#web/config/paths.ts';
import { errorMessage, type ErrorFallbacks, type ErrorMessage } from '#web/lib/error-message.ts';

/**
 * Sign-in and sign-up's submit (spec §2, §8): sends, then goes where the visitor was headed;
 * a failure becomes `failure` in the UI's words (the server's or local error, else `fallbacks`),
 * so the pages catch nothing themselves.
 */
export function useAuthSubmit(fallbacks: ErrorFallbacks) {
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (send: () => Promise<void>) => {
    setIsSubmitting(true);
    try {
      await send();
      await navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, fallbacks));
      setIsSubmitting(false);
    }
  };

  const reset = useCallback(() => setFailure(null), []);
  return { failure, isSubmitting, submit, reset };
}
