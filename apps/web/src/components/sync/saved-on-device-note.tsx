import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../ui/notice.tsx';
import { useIsSavingOnDevice } from '#web/data/hooks/use-saved-on-device.ts';

/**
 * Beside a success message: offline, the change is kept on this phone and sent later (issue 9);
 * online it adds nothing, so the spec's success texts stay exactly as they are.
 */
export function SavedOnDeviceNote() {
  const { t } = useTranslation();
  const isSavingOnDevice = useIsSavingOnDevice();
  if (!isSavingOnDevice) return null;
  return <span className="mt-1 block">{t('sync.savedOnDevice')}</span>;
}

/** A success banner for a saved change: its text, then the saved-on-device note when offline. */
export function SavedNotice({ children, onDismiss }: { children: ReactNode; onDismiss(): void }) {
  return (
    <Notice tone="success" onDismiss={onDismiss}>
      {children}
      <SavedOnDeviceNote />
    </Notice>
  );
}
