// The full-screen sign-off (issue 27, decision 069), its own chunk with signature_pad: loaded when
// the owner first taps Get signature, never with the app.
import { SIGNER_NAME_MAX_CHARS, type Job } from '@jobtrack/core';
import { Eraser } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { Button } from '../ui/button.tsx';
import { SubmitErrorNotice } from '../ui/failure-notice.tsx';
import { Notice } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';
import { signaturePng } from '#web/lib/signature-png.ts';

type Problem = 'signoff.emptyDrawing' | 'signoff.emptyName' | 'signoff.nameTooLong';

/**
 * Keeps the drawing as a photo of the job (label 'signature'), then names it on the job; a
 * signature it replaces is deleted afterwards, so a failure leaves the earlier one standing.
 */
const useSaveSignature = () =>
  useDataMutation(
    async (source, { job, name, png }: { job: Job; name: string; png: Blob }) => {
      const previous = job.signature?.photoId;
      const photo = await source.addPhoto({ jobId: job.id, file: png, label: 'signature' });
      const signedAt = new Date().toISOString();
      const saved = await source.updateJob(job.id, {
        signature: { name, signedAt, photoId: photo.id },
      });
      if (previous && previous !== photo.id) await source.deletePhoto(previous).catch(() => {});
      return saved;
    },
    { fallback: 'signoff.saveFailed' },
  );

/** Sizes the canvas to its box in device pixels, keeping what was drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad | null) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const data = pad?.toData();
  canvas.width = Math.max(1, Math.round(canvas.offsetWidth * ratio));
  canvas.height = Math.max(1, Math.round(canvas.offsetHeight * ratio));
  canvas.getContext('2d')?.scale(ratio, ratio);
  if (pad) {
    pad.clear();
    if (data) pad.fromData(data);
  }
}

export default function SignatureDialog({ job, onClose }: { job: Job; onClose(): void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveSignature();
  const titleId = useId();
  const hintId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    let isCurrent = true;
    const canvas = canvasRef.current;
    const onResize = () => canvas && fitCanvas(canvas, padRef.current);
    void import('signature_pad').then(({ default: Pad }) => {
      if (!isCurrent || !canvas) return;
      fitCanvas(canvas, null);
      const pad = new Pad(canvas, { penColor: 'rgb(17, 24, 39)', minWidth: 1, maxWidth: 3 });
      pad.addEventListener('beginStroke', () => setProblem(null));
      padRef.current = pad;
      window.addEventListener('resize', onResize);
      setIsReady(true);
    });
    return () => {
      isCurrent = false;
      window.removeEventListener('resize', onResize);
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pad = padRef.current;
    const canvas = canvasRef.current;
    const signer = name.trim();
    const found: Problem | null =
      !pad || pad.isEmpty()
        ? 'signoff.emptyDrawing'
        : !signer
          ? 'signoff.emptyName'
          : signer.length > SIGNER_NAME_MAX_CHARS
            ? 'signoff.nameTooLong'
            : null;
    setProblem(found);
    if (found || !canvas) return;
    const png = await signaturePng(canvas).catch(() => null);
    if (!png) {
      setProblem('signoff.emptyDrawing');
      return;
    }
    save.mutate({ job, name: signer, png }, { onSuccess: onClose });
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!save.isPending) onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-gray-900 backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mx-auto flex h-full max-w-3xl flex-col gap-3 p-4"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t('signoff.dialogTitle')}
        </h2>
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-400">
          {isReady ? t('signoff.padHint') : t('signoff.loading')}
        </p>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('signoff.padLabel')}
          aria-describedby={hintId}
          data-testid="signature-canvas"
          className="min-h-48 w-full flex-1 touch-none rounded-xl border-2 border-dashed border-gray-400 bg-white dark:border-gray-500"
        />
        <TextField
          label={t('signoff.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          autoComplete="name"
          maxLength={SIGNER_NAME_MAX_CHARS + 20}
          error={
            problem === 'signoff.emptyName' || problem === 'signoff.nameTooLong'
              ? t(problem, { count: SIGNER_NAME_MAX_CHARS })
              : undefined
          }
        />
        {problem === 'signoff.emptyDrawing' ? (
          <Notice tone="error">{t('signoff.emptyDrawing')}</Notice>
        ) : null}
        <SubmitErrorNotice failure={save.failure} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              padRef.current?.clear();
              setProblem(null);
            }}
            disabled={!isReady || save.isPending}
          >
            <Eraser aria-hidden="true" className="h-4 w-4" />
            {t('signoff.clear')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('signoff.cancel')}
          </Button>
          <Button type="submit" disabled={!isReady || save.isPending} className="grow">
            {save.isPending ? t('signoff.saving') : t('signoff.save')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
