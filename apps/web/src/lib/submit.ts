// The write pattern for what is not the owner's data (decision 058): sign-in and sign-up, the
// waitlist. Those run before a data source exists, and the landing page has no query client
// (decision 023), so they cannot use useDataMutation; useSubmit gives them its shape: the hook
// owns the failure, the screen calls `mutate(variables, { onSuccess })` and shows `failure`,
// and has no try/catch of its own (lib/README.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type ErrorFallbacks, type ErrorMessage } from './error-message.ts';

/** How a failure reads: the fallback texts of errorMessage, or the write's own mapping. */
export type FailureWords = ErrorFallbacks | ((error: unknown) => ErrorMessage);

type SubmitOptions<Variables, Result> = {
  /** Runs after the write (a navigation, a success state). */
  onSuccess?(result: Result, variables: Variables): unknown;
};

/**
 * A write and its state. `isPending` holds from the send on: a failure ends it (and sets
 * `failure`); a success leaves it on, as the screen moves on (sign-in navigates, a waitlist form
 * shows its success state), so its button never comes back for a moment; `reset()` ends both.
 */
export function useSubmit<Variables, Result>(
  send: (variables: Variables) => Promise<Result>,
  words: FailureWords,
) {
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const sendRef = useRef(send);
  const wordsRef = useRef(words);
  useEffect(() => {
    sendRef.current = send;
    wordsRef.current = words;
  });

  const mutate = useCallback(
    async (variables: Variables, options: SubmitOptions<Variables, Result> = {}) => {
      setFailure(null);
      setIsPending(true);
      try {
        const result = await sendRef.current(variables);
        await options.onSuccess?.(result, variables);
      } catch (error) {
        const toWords = wordsRef.current;
        setFailure(typeof toWords === 'function' ? toWords(error) : errorMessage(error, toWords));
        setIsPending(false);
      }
    },
    [],
  );
  const reset = useCallback(() => {
    setFailure(null);
    setIsPending(false);
  }, []);
  return { mutate, isPending, failure, reset };
}
