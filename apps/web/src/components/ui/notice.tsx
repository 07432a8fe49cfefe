import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

const TONES: Record<NoticeTone, string> = {
  success:
    'border-green-200 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  error:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  warning:
    'border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100',
};

type NoticeProps = { tone: NoticeTone; children: ReactNode; onDismiss?: () => void };

/** A banner or form-level message; errors are announced at once, others politely. */
export function Notice({ tone, children, onDismiss }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      <div className="flex-1">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
          className="-m-1 rounded p-1 hover:bg-black/5"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
