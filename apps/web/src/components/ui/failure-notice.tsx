// The two ways a failed write shows (decision 038). Both take the `failure` a mutation hook
// gives (useDataMutation), so a screen neither catches nor words an error itself.
import { useTranslation } from 'react-i18next';
import { useOptionalDataSource } from '#web/data/hooks/data-context.tsx';
import { messageText, type ErrorMessage } from '#web/lib/error-message.ts';
import { Notice } from './notice.tsx';

/**
 * A form's failed submit, above or below its buttons. NOTE: spec §6 — demo mode shows submit
 * errors in the informational (blue) style. The one rule: the tone follows the signed-in user's
 * data source — blue when it is the demo one (the sample data that never saves), red otherwise.
 * A waitlisted tester on a demo-mode server keeps their data on the device (local mode), so
 * their failed save is a real one and shows red (decision 038).
 */
export function SubmitErrorNotice({ failure }: { failure: ErrorMessage | null }) {
  const { t } = useTranslation();
  const isDemo = useOptionalDataSource()?.mode === 'demo';
  if (!failure) return null;
  return <Notice tone={isDemo ? 'info' : 'error'}>{messageText(t, failure)}</Notice>;
}

type MutationErrorNoticeProps = {
  failure: ErrorMessage | null;
  /** Usually the mutation's reset(), which clears its failure. */
  onDismiss(): void;
  /** A wrapper's classes, for where the notice sits in a row or needs space above. */
  className?: string;
};

/** A one-tap action's failure (a list row, a menu, a dialog), dismissable. */
export function MutationErrorNotice({ failure, onDismiss, className }: MutationErrorNoticeProps) {
  const { t } = useTranslation();
  if (!failure) return null;
  const notice = (
    <Notice tone="error" onDismiss={onDismiss}>
      {messageText(t, failure)}
    </Notice>
  );
  return className ? <div className={className}>{notice}</div> : notice;
}
