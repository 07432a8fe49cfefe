import { QR_DEMO_SCANNED_LABEL_MS, QR_DEMO_SCANNER_MS } from '#web/config/ui.ts';
import { CheckCircle2, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal.tsx';
import { SampleCustomerCard } from './sample-customer-card.tsx';

type DemoPhase = 'scanning' | 'scanned' | 'card';

/**
 * The pretend scan of slide 4 (spec §2, §9): 2 s of scanner, 1.5 s of the scanned label, then
 * the sample customer's card. No camera is used.
 */
export function ScanDemoModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<DemoPhase>('scanning');

  useEffect(() => {
    const toScanned = setTimeout(() => setPhase('scanned'), QR_DEMO_SCANNER_MS);
    const toCard = setTimeout(
      () => setPhase('card'),
      QR_DEMO_SCANNER_MS + QR_DEMO_SCANNED_LABEL_MS,
    );
    return () => {
      clearTimeout(toScanned);
      clearTimeout(toCard);
    };
  }, []);

  return (
    <Modal isOpen title={t('qrDemo.scanDemoTitle')} onClose={onClose}>
      {phase === 'card' ? (
        <SampleCustomerCard onClose={onClose} />
      ) : (
        <div className="flex flex-col items-center gap-4 py-2">
          <div
            aria-hidden="true"
            className={`relative flex h-48 w-48 items-center justify-center overflow-hidden rounded-2xl border-4 ${
              phase === 'scanned'
                ? 'border-green-500 bg-green-50 dark:bg-green-950'
                : 'border-blue-500 bg-gray-900'
            }`}
          >
            {phase === 'scanned' ? (
              <CheckCircle2 className="h-20 w-20 text-green-600 dark:text-green-400" />
            ) : (
              <>
                <QrCode className="h-24 w-24 text-white" />
                <span className="absolute inset-x-3 top-1/2 h-0.5 animate-pulse bg-blue-400 motion-reduce:animate-none" />
              </>
            )}
          </div>
          <p role="status" className="text-center font-medium">
            {phase === 'scanned' ? t('qrDemo.scanned') : t('qrDemo.positionCode')}
          </p>
        </div>
      )}
    </Modal>
  );
}
