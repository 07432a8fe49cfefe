import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

type DemoCredentialsProps = {
  credentials: { email: string; password: string };
  onAutoFill(values: { email: string; password: string }): void;
};

/** The demo-credentials box with its auto-fill button (spec §2 /login). */
export function DemoCredentials({ credentials, onAutoFill }: DemoCredentialsProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="demo-credentials-title"
      className="mb-4 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
    >
      <h2 id="demo-credentials-title" className="font-semibold">
        {t('auth.demoCredentialsTitle')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>{t('auth.email')}</dt>
        <dd className="font-mono break-all">{credentials.email}</dd>
        <dt>{t('auth.password')}</dt>
        <dd className="font-mono">{credentials.password}</dd>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => onAutoFill(credentials)}
      >
        {t('auth.autoFill')}
      </Button>
    </section>
  );
}
