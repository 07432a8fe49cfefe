import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QrKind, QrPayload } from '#web/data/data-source.ts';
import { renderQrCode } from '#web/data/shared/qr.ts';
import { useDataSource } from '#web/data/hooks/data-context.tsx';
import { readQrStyle } from '#web/lib/preferences.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { downloadQrImage, printQrCode, qrFileName } from './qr-files.ts';
import { useQrImage, type QrImageState } from './use-qr-image.ts';

type DialogBase = {
  isOpen: boolean;
  onClose(): void;
  /** The dialog's and the printed page's title (the customer's name, the job's service). */
  title: string;
  subtitle?: string;
};

export type QrCodeDialogProps = DialogBase &
  (
    | { kind: QrKind; id: string; payload?: undefined }
    /** A record that is not in the data source (the QR demo's sample customer). */
    | { payload: QrPayload; kind?: undefined; id?: undefined }
  );

/**
 * A customer's or job's QR code (spec §2 QR dialogs): the image, a PNG download named by type
 * and id, and a print window. Open to every mode: waitlisted testers may generate codes (§6).
 */
export function QrCodeDialog(props: QrCodeDialogProps) {
  return props.payload ? (
    <PayloadQrDialog {...props} payload={props.payload} />
  ) : (
    <RecordQrDialog {...props} kind={props.kind} id={props.id} />
  );
}

function RecordQrDialog({ kind, id, ...base }: DialogBase & { kind: QrKind; id: string }) {
  const source = useDataSource();
  // The style chosen in Settings (decision 025), read as the dialog opens.
  const style = base.isOpen ? readQrStyle() : 'payload';
  const state = useQrImage(base.isOpen, `${source.mode}:${kind}:${id}:${style}`, () =>
    source.qrCode(kind, id, style),
  );
  return <QrDialogView {...base} kind={kind} id={id} state={state} />;
}

function PayloadQrDialog({ payload, ...base }: DialogBase & { payload: QrPayload }) {
  const state = useQrImage(base.isOpen, JSON.stringify(payload), () => renderQrCode(payload));
  return <QrDialogView {...base} kind={payload.type} id={payload.id} state={state} />;
}

type ViewProps = DialogBase & { kind: QrKind; id: string; state: QrImageState };

function QrDialogView({ isOpen, onClose, title, subtitle = '', kind, id, state }: ViewProps) {
  const { t, i18n } = useTranslation();
  const alt = t('qr.imageAlt', { title });
  return (
    <Modal isOpen={isOpen} title={title} onClose={onClose}>
      {subtitle ? (
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{subtitle}</p>
      ) : null}
      {state.status === 'loading' ? <Spinner label={t('qr.generating')} /> : null}
      {state.status === 'error' ? <Notice tone="error">{t(state.messageKey)}</Notice> : null}
      {state.status === 'ready' ? (
        <>
          <div className="flex justify-center">
            <img
              src={state.code.dataUrl}
              alt={alt}
              width={200}
              height={200}
              className="h-[200px] w-[200px] rounded-lg ring-1 ring-gray-200 dark:ring-gray-700"
            />
          </div>
          <p className="mt-3 text-center text-sm text-gray-700 dark:text-gray-300">
            {t(kind === 'customer' ? 'qr.customerHint' : 'qr.jobHint')}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              onClick={() => downloadQrImage(state.code.dataUrl, qrFileName(kind, id))}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('qr.download')}
            </Button>
            <Button
              onClick={() =>
                printQrCode({
                  title,
                  subtitle,
                  dataUrl: state.code.dataUrl,
                  alt,
                  language: i18n.language,
                })
              }
            >
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('qr.print')}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
