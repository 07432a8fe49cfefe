// The photos a receipt or invoice shows (issue 27, decision 069): the owner's choice among its
// jobs' photos, kept on the document as `photoIds`, in the order chosen, each once.
import type { InvoiceDocument } from '@jobtrack/core';

/** A document shows at most this many photos (the server's `documentPhotoIds` says the same). */
export const DOCUMENT_PHOTOS_SHOWN_MAX = 20;

/** The document showing `photoIds` (none twice, at most 20); no `photoIds` when none. */
export const withDocumentPhotos = (
  document: InvoiceDocument,
  photoIds: readonly string[],
): InvoiceDocument => {
  const { photoIds: _previous, ...rest } = document;
  const ids = [...new Set(photoIds)].slice(0, DOCUMENT_PHOTOS_SHOWN_MAX);
  return ids.length > 0 ? { ...rest, photoIds: ids } : rest;
};
