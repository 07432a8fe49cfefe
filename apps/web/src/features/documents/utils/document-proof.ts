// What a receipt or invoice shows of the work (issue 27, decision 069): on a receipt, the signed
// line and drawing of each signed job; on either kind, the photos the owner ticked, in order.
import {
  signedByLine,
  type InvoiceDocument,
  type Job,
  type JobSignature,
  type Photo,
} from '@jobtrack/core';

export type DocumentProof = {
  signatures: { jobId: string; signature: JobSignature; line: string; photo: Photo | null }[];
  photos: Photo[];
};

/** The document's proof of work from the snapshot's jobs and photos. */
export function documentProof(
  document: InvoiceDocument,
  jobs: readonly Job[],
  photos: readonly Photo[],
): DocumentProof {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const signatures =
    document.kind === 'receipt'
      ? document.jobIds.flatMap((jobId) => {
          const signature = jobs.find((job) => job.id === jobId)?.signature;
          const line = signature ? signedByLine(signature, document.language) : '';
          return signature && line
            ? [{ jobId, signature, line, photo: byId.get(signature.photoId) ?? null }]
            : [];
        })
      : [];
  const chosen = (document.photoIds ?? []).flatMap((id) => {
    const photo = byId.get(id);
    return photo && photo.label !== 'signature' ? [photo] : [];
  });
  return { signatures, photos: chosen };
}

/** The photos of the document's jobs the owner may choose from (not the signatures). */
export const choosablePhotos = (document: InvoiceDocument, photos: readonly Photo[]): Photo[] =>
  photos.filter((photo) => photo.label !== 'signature' && document.jobIds.includes(photo.jobId));
