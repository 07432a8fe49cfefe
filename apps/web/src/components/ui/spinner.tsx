import { useTranslation } from 'react-i18next';

/** The Loading spinner (spec §2), announced to screen readers. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 p-6 ${className}`}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
      />
      <span className="text-sm text-gray-600 dark:text-gray-300">
        {label ?? t('common.loading')}
      </span>
    </div>
  );
}
