// The full-screen photo viewer (issue 27, decision 068), loaded when a thumbnail is first tapped:
// swipe or the arrow keys between photos, pinch (or the zoom buttons) to zoom, the label and
// caption editable, Delete after a confirmation; Escape closes. Pointer events and a CSS
// transform, no library: `touch-action: none` on the picture gives the gestures to the page.
import { PHOTO_LABELS, type Photo, type PhotoLabel } from '@jobtrack/core';
import { ChevronLeft, ChevronRight, Trash2, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoCaptionField } from './photo-caption-field.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { MutationErrorNotice } from '../ui/failure-notice.tsx';
import { useDeletePhoto, usePhotoUrl, useUpdatePhoto } from '#web/data/hooks/use-photos.ts';

const MAX_ZOOM = 4;
const SWIPE_PX = 50;

type Props = {
  photos: readonly Photo[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
};

const iconButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40';

export function PhotoViewer({ photos, index, onIndex, onClose }: Props) {
  const { t } = useTranslation();
  const photo = photos[index]!;
  const url = usePhotoUrl(photo, 'image');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const labelId = useId();
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const [isConfirming, setIsConfirming] = useState(false);
  const [caption, setCaption] = useState(photo.caption);
  const [zoom, setZoom] = useState({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startX: number; distance: number; scale: number } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Another photo: its own caption, not zoomed.
  useEffect(() => {
    setCaption(photo.caption);
    setZoom({ scale: 1, x: 0, y: 0 });
  }, [photo.id, photo.caption]);

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };
  const zoomBy = (factor: number) =>
    setZoom((now) => {
      const scale = Math.min(MAX_ZOOM, Math.max(1, now.scale * factor));
      return scale === 1 ? { scale, x: 0, y: 0 } : { ...now, scale };
    });

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { startX: event.clientX, distance: distance(), scale: zoom.scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = gesture.current;
    if (pointers.current.size === 2 && start && start.distance > 0) {
      // Pinch: the scale follows the fingers' distance.
      const scale = Math.min(MAX_ZOOM, Math.max(1, (start.scale * distance()) / start.distance));
      setZoom((now) => (scale === 1 ? { scale, x: 0, y: 0 } : { ...now, scale }));
    } else if (pointers.current.size === 1 && zoom.scale > 1) {
      // Zoomed in: one finger moves the picture.
      const dx = event.clientX - before.x;
      const dy = event.clientY - before.y;
      setZoom((now) => ({ ...now, x: now.x + dx, y: now.y + dy }));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    const wasOne = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (wasOne && start && zoom.scale === 1) {
      const dx = event.clientX - start.startX;
      if (dx <= -SWIPE_PX) go(1);
      else if (dx >= SWIPE_PX) go(-1);
    }
    if (pointers.current.size === 0) gesture.current = null;
  };

  const setLabel = (label: PhotoLabel) => update.mutate({ id: photo.id, changes: { label } });
  const saveCaption = () => {
    if (caption.trim() !== photo.caption) {
      update.mutate({ id: photo.id, changes: { caption } });
    }
  };
  const confirmDelete = () => {
    remove.mutate(photo.id, {
      onSuccess: () => {
        setIsConfirming(false);
        if (photos.length <= 1) onClose();
        else if (index === photos.length - 1) onIndex(index - 1);
      },
    });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!isConfirming) onClose();
      }}
      onKeyDown={(event) => {
        const target = event.target as HTMLElement;
        if (target.tagName === 'INPUT' || target.tagName === 'SELECT') return;
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-2">
          <h2 id={titleId} className="px-2 text-sm font-semibold">
            {t('photos.viewerTitle', { n: index + 1, count: photos.length })}
          </h2>
          <div className="flex gap-1">
            <button
              type="button"
              className={iconButton}
              onClick={() => zoomBy(1 / 1.5)}
              disabled={zoom.scale <= 1}
              aria-label={t('photos.zoomOut')}
            >
              <ZoomOut aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={() => zoomBy(1.5)}
              disabled={zoom.scale >= MAX_ZOOM}
              aria-label={t('photos.zoomIn')}
            >
              <ZoomIn aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={onClose}
              aria-label={t('photos.close')}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden"
          style={{ touchAction: 'none' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {url ? (
            <img
              src={url}
              alt={photo.caption || t(`photos.label.${photo.label}`)}
              draggable={false}
              className="max-h-full max-w-full select-none object-contain"
              style={{
                transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
              }}
            />
          ) : (
            <p className="p-4 text-center text-sm">{t('photos.unavailable')}</p>
          )}
          <button
            type="button"
            className={`${iconButton} absolute left-2 top-1/2 -translate-y-1/2`}
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={t('photos.previous')}
          >
            <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          </button>
          <button
            type="button"
            className={`${iconButton} absolute right-2 top-1/2 -translate-y-1/2`}
            onClick={() => go(1)}
            disabled={index === photos.length - 1}
            aria-label={t('photos.next')}
          >
            <ChevronRight aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <div className="space-y-2 bg-gray-950 p-3 text-sm">
          {photo.label === 'signature' ? (
            <p>{t('photos.label.signature')}</p>
          ) : (
            <div className="flex items-center gap-2">
              <label htmlFor={labelId}>{t('photos.labelField')}</label>
              <select
                id={labelId}
                value={photo.label}
                onChange={(event) => setLabel(event.target.value as PhotoLabel)}
                className="min-h-11 rounded-lg bg-gray-800 px-2 text-white"
              >
                {PHOTO_LABELS.map((one) => (
                  <option key={one} value={one}>
                    {t(`photos.label.${one}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="flex items-end gap-2">
            <PhotoCaptionField
              className="min-w-0 flex-1"
              value={caption}
              onChange={setCaption}
              onEnter={saveCaption}
              inputClassName="bg-gray-800 text-white"
            />
            <Button size="md" variant="secondary" onClick={saveCaption}>
              {t('photos.saveCaption')}
            </Button>
          </div>
          <MutationErrorNotice failure={update.failure} onDismiss={() => update.reset()} />
          <MutationErrorNotice failure={remove.failure} onDismiss={() => remove.reset()} />
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('photos.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('photos.deleteTitle')}
        message={t('photos.deleteMessage')}
        confirmLabel={t('photos.delete')}
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setIsConfirming(false)}
      />
    </dialog>
  );
}
