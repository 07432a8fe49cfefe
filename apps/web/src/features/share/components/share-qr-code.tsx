import { useTranslation } from 'react-i18next';
import { useQrDataUrl } from '#web/lib/hooks/use-qr-data-url.ts';
import { QR_IMAGE } from '#web/config/ui.ts';

/** The QR image of the shared link, so a phone next to this screen can open it. */
export function ShareQrCode({ url }: { url: string }) {
  const { t } = useTranslation();
  const image = useQrDataUrl(url);
  const size = { width: QR_IMAGE.width, height: QR_IMAGE.width };
  return (
    <figure className="flex flex-col items-center gap-2">
      {image.status === 'ready' ? (
        <img
          src={image.src}
          alt={t('share.qrAlt')}
          {...size}
          className="rounded-lg border border-gray-200 dark:border-gray-700"
        />
      ) : (
        <div
          style={size}
          className="flex items-center justify-center rounded-lg border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600 dark:border-gray-600 dark:text-gray-300"
        >
          {image.status === 'failed' ? t('share.qrFailed') : t('common.loading')}
        </div>
      )}
      <figcaption className="text-sm text-gray-600 dark:text-gray-300">
        {t('share.qrHint')}
      </figcaption>
    </figure>
  );
}
