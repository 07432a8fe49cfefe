import { checkInFor, toIsoDate, type CheckIn, type QrRecordType } from '@jobtrack/core';
import { Camera, QrCode } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import type { DataSource } from '#web/data/data-source.ts';
import { useDataSource } from '#web/data/hooks/data-context.tsx';
import { useWaitlistModal } from '#web/lib/waitlist-modal-context.tsx';
import { resolveScan } from '../utils/resolve-scan.ts';
import { CameraAccessRequired } from './camera-access-required.tsx';
import { CheckInOffer } from './check-in-offer.tsx';
import { ScannerModal } from './scanner-modal.tsx';
import { createLog } from '#web/lib/log.ts';

const log = createLog('scanner');

const STEPS = ['scanner.step1', 'scanner.step2', 'scanner.step3'] as const;

/**
 * /app/scan (spec §2): scan a code on site to open its customer or job. Demo mode ends at the
 * waitlist prompt; waitlisted testers cannot scan (§6) but still see why. A customer's code while
 * that customer has a job today offers to start or complete it instead (issue 13).
 */
export function ScanScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const source = useDataSource();
  const navigate = useNavigate();
  const waitlistModal = useWaitlistModal();
  const reasonId = useId();
  const isDemo = auth.status === 'signedIn' && auth.mode === 'demo';
  const isWaitlisted = auth.status === 'signedIn' && auth.user.isWaitlisted;
  const [isScannerOpen, setIsScannerOpen] = useState(false);
  const [isAccessDenied, setIsAccessDenied] = useState(false);
  const [demoScan, setDemoScan] = useState<QrRecordType | null>(null);
  const [checkIn, setCheckIn] = useState<{ offer: CheckIn; customerName: string } | null>(null);
  // Each opening of the scanner is a session; a look-up that ends after its scanner was closed
  // must not navigate anywhere.
  const sessionRef = useRef(0);

  const openScanner = () => {
    sessionRef.current += 1;
    setIsAccessDenied(false);
    setDemoScan(null);
    setCheckIn(null);
    setIsScannerOpen(true);
  };

  const closeScanner = useCallback(() => {
    sessionRef.current += 1;
    setIsScannerOpen(false);
  }, []);

  const handleDecode = useCallback(
    async (text: string): Promise<string | null> => {
      const session = sessionRef.current;
      const outcome = await resolveScan(text, { isDemo, source });
      if (session !== sessionRef.current) return null;
      if (outcome.kind === 'error') return outcome.messageKey;
      const offer = outcome.kind === 'open' ? await checkInOffer(source, outcome) : null;
      if (session !== sessionRef.current) return null;
      closeScanner();
      if (offer) {
        setCheckIn(offer);
      } else if (outcome.kind === 'demo') {
        setDemoScan(outcome.type);
        waitlistModal.open();
      } else {
        await navigate(
          outcome.type === 'customer' ? paths.customer(outcome.id) : paths.job(outcome.id),
        );
      }
      return null;
    },
    [isDemo, source, navigate, waitlistModal, closeScanner],
  );

  const handlePermissionDenied = useCallback(() => {
    closeScanner();
    setIsAccessDenied(true);
  }, [closeScanner]);

  return (
    <div className="space-y-4">
      {isDemo ? <Notice tone="info">{t('scanner.demoNotice')}</Notice> : null}
      {demoScan ? (
        <Notice tone="success" onDismiss={() => setDemoScan(null)}>
          {t(demoScan === 'customer' ? 'scanner.demoScannedCustomer' : 'scanner.demoScannedJob')}
        </Notice>
      ) : null}
      {checkIn ? (
        <CheckInOffer
          checkIn={checkIn.offer}
          customerName={checkIn.customerName}
          onDismiss={() => setCheckIn(null)}
        />
      ) : null}
      {isAccessDenied ? (
        <CameraAccessRequired onTryAgain={openScanner} />
      ) : (
        <Card>
          <div className="flex items-start gap-3">
            <span className="rounded-xl bg-blue-100 p-3 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
              <Camera aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h2 className="text-lg font-semibold">{t('scanner.heading')}</h2>
              <p className="mt-1 text-gray-700 dark:text-gray-300">{t('scanner.intro')}</p>
            </div>
          </div>
          <ol className="mt-4 list-decimal space-y-1 ps-6 text-sm text-gray-700 dark:text-gray-300">
            {STEPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
          {isWaitlisted ? (
            <p
              id={reasonId}
              className="mt-4 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900 dark:bg-orange-950 dark:text-orange-100"
            >
              {t('scanner.waitlistedReason')}
            </p>
          ) : null}
          <Button
            size="lg"
            className="mt-4 w-full sm:w-auto"
            disabled={isWaitlisted}
            aria-describedby={isWaitlisted ? reasonId : undefined}
            onClick={openScanner}
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            {t('scanner.start')}
          </Button>
        </Card>
      )}
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('scanner.demoLinkIntro')}</p>
        <ButtonLink to={paths.qrDemo} variant="secondary" size="sm">
          <QrCode aria-hidden="true" className="h-4 w-4" />
          {t('scanner.demoLink')}
        </ButtonLink>
      </Card>
      {isScannerOpen ? (
        <ScannerModal
          onClose={closeScanner}
          onDecode={handleDecode}
          onPermissionDenied={handlePermissionDenied}
        />
      ) : null}
    </div>
  );
}

/** The check-in a scanned customer code offers today (issue 13), if any. */
async function checkInOffer(
  source: Pick<DataSource, 'getCustomer' | 'snapshot' | 'load'>,
  scanned: { type: QrRecordType; id: string },
): Promise<{ offer: CheckIn; customerName: string } | null> {
  if (scanned.type !== 'customer') return null;
  try {
    const customer = await source.getCustomer(scanned.id);
    // The one snapshot the screens read (decision 040); checkInFor picks this customer's jobs.
    const { jobs } = source.snapshot() ?? (await source.load());
    const offer = checkInFor(jobs, scanned.id, toIsoDate(new Date()));
    return customer && offer ? { offer, customerName: customer.name } : null;
  } catch (failure) {
    // The customer still opens; only the offer is lost.
    log.warn("The scanned customer's jobs could not be read", failure);
    return null;
  }
}
