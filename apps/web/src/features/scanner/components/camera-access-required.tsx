import { CameraOff, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Spec §2 /app/scan: shown when the camera was refused, with a way to ask again. */
export function CameraAccessRequired({ onTryAgain }: { onTryAgain(): void }) {
  const { t } = useTranslation();
  return (
    <Card className="text-center">
      <CameraOff aria-hidden="true" className="mx-auto h-12 w-12 text-red-600 dark:text-red-400" />
      <h2 className="mt-3 text-lg font-semibold">{t('scanner.accessRequiredTitle')}</h2>
      <p role="alert" className="mt-2 text-gray-700 dark:text-gray-300">
        {t('scanner.accessFailed')}
      </p>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        {t('scanner.accessRequiredHelp')}
      </p>
      <Button className="mt-4" onClick={onTryAgain}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('scanner.tryAgain')}
      </Button>
    </Card>
  );
}
