// Saving and printing a QR image (spec §2 QR dialogs): a PNG named by type and id, and a print
// page with a title, a subtitle and the image.
import type { QrKind } from '#web/data/data-source.ts';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** 'customer-<id>-qr.png', 'job-<id>-qr.png'; anything unsafe in a file name becomes '_'. */
export const qrFileName = (kind: QrKind, id: string): string =>
  `${kind}-${id.replace(/[^A-Za-z0-9_-]/g, '_')}-qr.png`;

/** Saves the image through a temporary download link (works for data URLs on every browser). */
export function downloadQrImage(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

export type PrintPage = {
  title: string;
  subtitle: string;
  dataUrl: string;
  alt: string;
  language: string;
};

/**
 * The small page that gets printed. Names come from the owner's records, so every text is
 * escaped, and only a PNG data URL is accepted as the image.
 */
export function printPageHtml({ title, subtitle, dataUrl, alt, language }: PrintPage): string {
  if (!PNG_DATA_URL.test(dataUrl)) throw new Error('The QR image must be a PNG data URL');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;text-align:center;margin:2rem;color:#111}',
    'h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1.5rem;color:#333}',
    'img{width:200px;height:200px}</style></head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(subtitle)}</p>`,
    `<img src="${dataUrl}" alt="${escapeHtml(alt)}" width="200" height="200">`,
    '</body></html>',
  ].join('');
}

/** Prints once the image is ready (a data URL decodes at once, but not synchronously). */
function printWhenLoaded(target: Window, onDone: () => void): void {
  const image = target.document.images[0];
  const print = () => {
    target.addEventListener('afterprint', onDone, { once: true });
    target.focus();
    target.print();
  };
  if (!image || image.complete) print();
  else image.addEventListener('load', print, { once: true });
}

/**
 * Opens a print window with the page; when a popup blocker refuses the window, prints the same
 * page from a hidden frame instead.
 */
export function printQrCode(page: PrintPage): void {
  const html = printPageHtml(page);
  const popup = window.open('', '_blank', 'width=480,height=640');
  if (popup) {
    popup.document.open();
    popup.document.write(html);
    popup.document.close();
    printWhenLoaded(popup, () => popup.close());
    return;
  }
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const frameWindow = frame.contentWindow;
  if (!frameWindow) {
    frame.remove();
    return;
  }
  frameWindow.document.open();
  frameWindow.document.write(html);
  frameWindow.document.close();
  printWhenLoaded(frameWindow, () => frame.remove());
}
