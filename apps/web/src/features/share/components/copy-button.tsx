import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useCopyConfirmation } from '../hooks/use-copy-confirmation.ts';

type CopyButtonProps = { text: string; label: string };

/** A copy button whose label reads 'Copied!' for 2 s after a copy (spec §9). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const { state, copy } = useCopyConfirmation();
  const isCopied = state === 'copied';
  return (
    <div>
      <Button variant={isCopied ? 'secondary' : 'primary'} onClick={() => void copy(text)}>
        {isCopied ? (
          <Check aria-hidden="true" className="h-4 w-4 text-green-700 dark:text-green-400" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        {isCopied ? t('share.copied') : label}
      </Button>
      {/* A changed button label is not announced; this live region is. */}
      <span role="status" className="sr-only">
        {isCopied ? t('share.copied') : ''}
      </span>
      {state === 'failed' ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {t('share.copyFailed')}
        </p>
      ) : null}
    </div>
  );
}
