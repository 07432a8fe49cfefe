// @vitest-environment node
// The PDF is read back with a real parser (pdf.js), as a customer's PDF reader would read it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildDocument, type InvoiceDocument } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { makeDocumentPdf, type PdfImage, type PdfProof } from './pdf.ts';

const bill = (over: { paid?: boolean; language?: 'en' | 'es'; paymentLink?: string } = {}) =>
  buildDocument({
    id: 'document-1',
    kind: over.paid ? 'receipt' : 'invoice',
    number: over.paid ? 'REC-0001' : 'INV-0001',
    customer: {
      id: 'customer-1',
      name: 'Olivia Park',
      phone: '',
      email: '',
      address: '',
      language: over.language ?? 'en',
    },
    jobs: [
      {
        id: 'job-1',
        title: 'Deep Cleaning',
        serviceType: 'Cleaning',
        scheduledDate: '2026-03-05',
        price: 120,
        paid: over.paid ?? false,
      },
    ],
    profile: {
      businessName: 'Sparkle Home Cleaning',
      phone: '',
      email: '',
      address: '',
      paymentInstructions: 'Zelle to sam@sparkle.example',
      ...(over.paymentLink ? { paymentLink: over.paymentLink } : {}),
    },
    appLanguage: 'en',
    now: new Date(2026, 2, 5, 12),
  });

/** pdf.js reads Helvetica's widths from its own font files. */
const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The PDF's text, its links and how many images it draws, page by page joined. */
async function readPdf(document: InvoiceDocument, proof?: PdfProof) {
  const bytes = new Uint8Array(await (await makeDocumentPdf(document, proof)).arrayBuffer());
  // The QR code is the PDF's one image object (no logo here).
  const images = new TextDecoder('latin1').decode(bytes).split('/Subtype /Image').length - 1;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
  const text: string[] = [];
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const annotation of (await page.getAnnotations()) as { url?: string }[]) {
      if (annotation.url) links.push(annotation.url);
    }
  }
  return { text: text.join('\n'), links, images, pages: pdf.numPages };
}

/** A real PNG of `width`×`height` (a grey square with some ink), as the device would give it. */
const png = (width: number, height: number, shade = 120): PdfImage => {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    image.data.set([shade, (i * 7) % 255, 255 - shade, 255], i * 4);
  }
  const data = PNG.sync.write(image).toString('base64');
  return { dataUrl: `data:image/png;base64,${data}`, width, height };
};

describe('makeDocumentPdf: Pay now', () => {
  it('an invoice owed links Pay now to the PayPal.me link with the amount, with its QR code', async () => {
    const pdf = await readPdf(bill({ paymentLink: 'https://paypal.me/sparkle' }));
    expect(pdf.text).toContain('Pay now: Pay $120.00');
    expect(pdf.text).toContain('Scan to pay');
    expect(pdf.links).toEqual(['https://paypal.me/sparkle/120.00']);
    expect(pdf.images).toBe(1);
    expect(pdf.text).toContain('Zelle to sam@sparkle.example');
  });

  it('in Spanish', async () => {
    const pdf = await readPdf(bill({ paymentLink: 'https://cash.app/$sparkle', language: 'es' }));
    expect(pdf.text).toContain('Pagar ahora: Pagar $120.00');
    expect(pdf.text).toContain('Escanee para pagar');
    expect(pdf.links).toEqual(['https://cash.app/$sparkle/120.00']);
  });

  it('a paid receipt, or a business without a link, has none', async () => {
    for (const document of [
      bill({ paid: true, paymentLink: 'https://paypal.me/sparkle' }),
      bill(),
    ]) {
      const pdf = await readPdf(document);
      expect(pdf.text).not.toContain('Pay now');
      expect(pdf.links).toEqual([]);
      expect(pdf.images).toBe(0);
    }
  });
});

describe('makeDocumentPdf: proof of work (issue 27)', () => {
  const signed = 'Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m.';

  it('prints the signed line under the drawing, and each chosen photo', async () => {
    const pdf = await readPdf(bill({ paid: true }), {
      signatures: [{ line: signed, image: png(300, 100, 0) }],
      photos: [png(160, 120, 10), png(120, 160, 200), png(100, 100, 90)],
    });
    expect(pdf.text).toContain(signed);
    expect(pdf.text).toContain('Photos');
    expect(pdf.images).toBe(4);
  });

  it('in Spanish', async () => {
    const line = 'Firmado por Maria Garcia, 27 nov 2026, 3:42 p. m.';
    const pdf = await readPdf(bill({ paid: true, language: 'es' }), {
      signatures: [{ line, image: null }],
      photos: [png(40, 30)],
    });
    expect(pdf.text).toContain(line);
    expect(pdf.text).toContain('Fotos');
    expect(pdf.images).toBe(1);
  });

  it('twenty photos run onto more pages, the thanks last', async () => {
    const photos = Array.from({ length: 20 }, (_, i) => png(64, 48, i * 10));
    const pdf = await readPdf(bill({ paid: true }), { signatures: [], photos });
    expect(pdf.images).toBe(20);
    expect(pdf.pages).toBeGreaterThan(2);
    expect(pdf.text.trim().endsWith('Thank you for your business!')).toBe(true);
  });
});
