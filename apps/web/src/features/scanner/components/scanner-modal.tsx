import { SCANNER_DECODE_TIMEOUT_MS } from '#web/config/ui.ts';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCameraScanner, type ScannerPhase } from '../hooks/use-camera-scanner.ts';
import { CAMERA_FAILURE_MESSAGE } from '../utils/camera-failure.ts';

type ScannerModalProps = {
  onClose(): void;
  /** Handles a decoded code; resolves to a message key to show, or null when it is done. */
  onDecode(text: string): Promise<string | null>;
  /** The camera was refused: the screen shows 'Camera Access Required' instead. */
  onPermissionDenied(): void;
};

const messageOf = (phase: ScannerPhase): string | null => {
  if (phase.name === 'timed-out') return 'scanner.timeout';
  if (phase.name === 'rejected') return phase.messageKey;
  if (phase.name === 'camera-failed') return CAMERA_FAILURE_MESSAGE[phase.failure];
  return null;
};

/** The camera scanner (spec §2 /app/scan), open while mounted; the camera stops on close. */
export function ScannerModal({ onClose, onDecode, onPermissionDenied }: ScannerModalProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const { phase, retry } = useCameraScanner({ videoRef, onDecode });
  const isDenied = phase.name === 'camera-failed' && phase.failure === 'permission-denied';

  useEffect(() => {
    if (isDenied) onPermissionDenied();
  }, [isDenied, onPermissionDenied]);

  const message = messageOf(phase);
  return (
    <Modal isOpen title={t('scanner.modalTitle')} onClose={onClose}>
      <div className="relative overflow-hidden rounded-xl bg-black">
        {/* qr-scanner draws its scan-region frame over the video, inside this box. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('scanner.cameraView')}
          className={`aspect-square w-full object-cover ${phase.name === 'scanning' ? '' : 'opacity-40'}`}
        />
      </div>
      <div className="mt-4 min-h-16">
        {phase.name === 'starting' ? <Spinner label={t('scanner.starting')} /> : null}
        {phase.name === 'scanning' ? (
          <p role="status" className="text-center text-sm text-gray-700 dark:text-gray-300">
            {t('scanner.aimHint')}
          </p>
        ) : null}
        {phase.name === 'processing' ? <Spinner label={t('scanner.processing')} /> : null}
        {message ? (
          <Notice tone="error">{t(message, { seconds: SCANNER_DECODE_TIMEOUT_MS / 1000 })}</Notice>
        ) : null}
      </div>
      <div className="mt-2 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {message && !isDenied ? (
          <Button onClick={() => void retry()}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('scanner.tryAgain')}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
