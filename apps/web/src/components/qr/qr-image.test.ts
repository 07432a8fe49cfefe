// The image the dialogs show, read back by a decoder other than the one that drew it, gives
// the payload the scanner accepts (spec §3: what is printed is what is scanned).
import { parseQrPayload, customerQrPayload, jobQrPayload } from '@jobtrack/core';
import { QR_IMAGE } from '#web/config/ui.ts';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { QrPayload } from '#web/data/data-source.ts';
import { renderQrCode } from '#web/data/shared/qr.ts';
import { printPageHtml, qrFileName } from './qr-files.ts';

const decodePng = (dataUrl: string) => {
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  return { png, code: jsQR(new Uint8ClampedArray(png.data), png.width, png.height) };
};

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

describe('QR images (spec §3)', () => {
  const payloads: Array<[string, QrPayload]> = [
    ['customer', customerQrPayload(makeCustomer(), 'https://jobtrack.example')],
    ['job', jobQrPayload(makeJob(), 'https://jobtrack.example')],
  ];

  it.each(payloads)('a %s code decodes to its JSON payload', async (_kind, payload) => {
    const { dataUrl } = await renderQrCode(payload);
    const { png, code } = decodePng(dataUrl);
    expect(png.width).toBe(QR_IMAGE.width);
    expect(code?.data).toBe(JSON.stringify(payload));
    expect(parseQrPayload(code?.data ?? '')).toEqual({
      ok: true,
      type: payload.type,
      id: payload.id,
    });
  });

  it('is blue on white', async () => {
    const { dataUrl } = await renderQrCode(payloads[0]![1]);
    const { png } = decodePng(dataUrl);
    const colours = new Set<string>();
    for (let offset = 0; offset < png.data.length; offset += 4) {
      colours.add(hex(png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!));
    }
    expect([...colours].sort()).toEqual([QR_IMAGE.dark, QR_IMAGE.light].sort());
  });
});

describe('QR files', () => {
  it('names the PNG by type and id', () => {
    expect(qrFileName('customer', 'customer-1')).toBe('customer-customer-1-qr.png');
    expect(qrFileName('job', 'job-0190a1b2')).toBe('job-job-0190a1b2-qr.png');
    expect(qrFileName('job', '../x y')).toBe('job-___x_y-qr.png');
  });

  it('escapes the texts of the print page and takes only a PNG data URL', () => {
    const html = printPageHtml({
      title: '<script>alert(1)</script>',
      subtitle: 'Tom & "Jerry"',
      dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      alt: 'QR code',
      language: 'en',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(() =>
      printPageHtml({
        title: 'x',
        subtitle: '',
        dataUrl: 'javascript:alert(1)',
        alt: '',
        language: 'en',
      }),
    ).toThrow();
  });
});
