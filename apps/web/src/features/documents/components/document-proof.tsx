import { PHOTO_TEXTS, type InvoiceDocument, type Photo } from '@jobtrack/core';
import { usePhotoUrl } from '#web/data/hooks/use-photos.ts';
import type { DocumentProof } from '../utils/document-proof.ts';

/**
 * The proof of work in the preview, as the PDF and the public page print it (issue 27, decision
 * 069): each signed line under its drawing, then the chosen photos. In the document's language.
 */
export function DocumentProofBlock({
  document,
  proof,
}: {
  document: InvoiceDocument;
  proof: DocumentProof;
}) {
  const words = PHOTO_TEXTS[document.language];
  if (proof.signatures.length === 0 && proof.photos.length === 0) return null;
  return (
    <div className="space-y-4 text-sm">
      {proof.signatures.map(({ jobId, line, photo }) => (
        <figure key={jobId} className="space-y-1">
          {photo ? <ProofImage photo={photo} alt={words.signature} className="max-h-16" /> : null}
          <figcaption>{line}</figcaption>
        </figure>
      ))}
      {proof.photos.length > 0 ? (
        <div>
          <p className="mb-2 font-semibold">{words.photos}</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {proof.photos.map((photo) => (
              <li key={photo.id}>
                <ProofImage
                  photo={photo}
                  alt={photo.caption || words.photos}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ProofImage({ photo, alt, className }: { photo: Photo; alt: string; className: string }) {
  const file = usePhotoUrl(photo, photo.label === 'signature' ? 'image' : 'thumb');
  return file ? (
    <img src={file} alt={alt} className={`bg-white ${className}`} />
  ) : (
    <div aria-hidden="true" className={`bg-gray-100 dark:bg-gray-800 ${className}`} />
  );
}
