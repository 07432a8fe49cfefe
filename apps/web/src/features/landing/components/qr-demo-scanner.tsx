import { CircleCheck, QrCode, ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button-base.tsx';
import type { ScanPhase } from '../hooks/use-qr-demo.ts';
import { QrDemoScanResult } from './qr-demo-scan-result.tsx';

type QrDemoScannerProps = { phase: ScanPhase; onScan(): void };

/** A phone screen playing the scan: the sample code, the scanner overlay, the label, the card. */
export function QrDemoScanner({ phase, onScan }: QrDemoScannerProps) {
  const { t } = useTranslation();
  const isBusy = phase === 'scanning' || phase === 'scanned';
  return (
    <div className="mx-auto flex w-full max-w-xs flex-col items-center gap-4 rounded-[2rem] border-8 border-gray-800 bg-gray-50 p-4 dark:border-gray-700 dark:bg-gray-950">
      <div className="relative flex min-h-64 w-full items-center justify-center overflow-hidden rounded-xl bg-white dark:bg-gray-900">
        {phase === 'result' ? (
          <QrDemoScanResult />
        ) : (
          <QrCode aria-hidden="true" className="h-32 w-32 text-blue-700 dark:text-blue-300" />
        )}
        {phase === 'scanning' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-900/80">
            <span className="relative block h-40 w-40 rounded-lg border-4 border-white/90">
              <span className="absolute inset-x-2 top-1/2 h-0.5 bg-red-500 motion-safe:animate-pulse" />
            </span>
          </div>
        ) : null}
        {phase === 'scanned' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-green-700/90 text-white">
            <CircleCheck aria-hidden="true" className="h-12 w-12" />
          </div>
        ) : null}
      </div>
      {/* One live region for the whole scan, so each phase is announced as it comes. */}
      <p
        role="status"
        className="min-h-6 text-center text-sm font-medium text-gray-800 dark:text-gray-100"
      >
        {phase === 'scanning' ? t('landing.qrDemoScanning') : null}
        {phase === 'scanned' ? t('landing.qrDemoScanned') : null}
        {phase === 'result' ? t('landing.qrDemoResult') : null}
      </p>
      <Button onClick={onScan} disabled={isBusy} className="w-full">
        <ScanLine aria-hidden="true" className="h-5 w-5" />
        {phase === 'result' ? t('landing.qrDemoScanAgain') : t('landing.qrDemoScan')}
      </Button>
    </div>
  );
}
