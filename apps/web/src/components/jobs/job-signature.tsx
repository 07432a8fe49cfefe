import { signedByLine, type Job, type Language } from '@jobtrack/core';
import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useData } from '#web/data/hooks/data-context.tsx';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { usePhotoUrl } from '#web/data/hooks/use-photos.ts';

// The dialog and signature_pad load when the owner first taps Get signature (decision 069).
const SignatureDialog = lazy(() => import('./signature-dialog.tsx'));

const selectPhotos = (snapshot: DataSnapshot) => snapshot.photos;

/**
 * The customer's sign-off of a job (issue 27, decision 069): on a completed job, Get signature
 * opens a full-screen dialog where the customer draws and types their name; a signed job shows
 * "Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m." (core's words) with the drawing, and Sign
 * again replaces it after asking. Renders nothing before the job is completed (nor signed).
 */
export function JobSignature({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const photos = useData(selectPhotos);
  const [isSigning, setIsSigning] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const signature = job.signature;
  const photo = signature ? photos.data?.find((one) => one.id === signature.photoId) : undefined;
  const image = usePhotoUrl(photo, 'image');
  if (job.status !== 'completed' && !signature) return null;
  const language: Language = i18n.language.startsWith('es') ? 'es' : 'en';

  return (
    <Card>
      <h3 className="mb-2 font-semibold">{t('signoff.title')}</h3>
      {signature ? (
        <div className="space-y-3">
          <p data-testid="signed-line" className="text-sm">
            {signedByLine(signature, language)}
          </p>
          {image ? (
            <img
              src={image}
              alt={t('signoff.imageAlt', { name: signature.name })}
              className="max-h-32 max-w-full rounded-lg bg-white p-2 ring-1 ring-gray-200 dark:ring-gray-700"
            />
          ) : null}
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            <PenLine aria-hidden="true" className="h-4 w-4" />
            {t('signoff.signAgain')}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('signoff.hint')}</p>
          <Button onClick={() => setIsSigning(true)}>
            <PenLine aria-hidden="true" className="h-4 w-4" />
            {t('signoff.getSignature')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('signoff.replaceTitle')}
        message={t('signoff.replaceMessage')}
        confirmLabel={t('signoff.replace')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          setIsSigning(true);
        }}
      />
      {isSigning ? (
        <Suspense fallback={null}>
          <SignatureDialog job={job} onClose={() => setIsSigning(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
