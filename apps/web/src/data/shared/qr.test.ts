import { makeCustomer } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { customerQrPayload } from '@jobtrack/core';
import { renderQrCode } from './qr.ts';

describe('QR codes (spec §3)', () => {
  it('draws a 200 px PNG data URL', async () => {
    const { dataUrl } = await renderQrCode(
      customerQrPayload(makeCustomer(), 'https://jobtrack.app'),
    );
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    expect(png.readUInt32BE(16)).toBe(200); // IHDR width
    expect(png.readUInt32BE(20)).toBe(200); // IHDR height
  });
});

describe('link codes (decision 025)', () => {
  const customer = makeCustomer({ id: 'customer-1', name: 'Maria Garcia', phone: '(555) 1' });
  const payload = customerQrPayload(customer, 'https://crew.example.net/');

  it('hold only the link, with no name or phone number', async () => {
    const code = await renderQrCode(payload, 'link');
    expect(code.text).toBe('https://crew.example.net/customer/customer-1');
    expect(code.text).not.toContain('Maria');
    expect(code.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it("hold the spec's JSON payload by default", async () => {
    const code = await renderQrCode(payload);
    expect(JSON.parse(code.text)).toEqual({
      type: 'customer',
      id: 'customer-1',
      url: 'https://crew.example.net/customer/customer-1',
      name: 'Maria Garcia',
      phone: '(555) 1',
    });
  });
});
