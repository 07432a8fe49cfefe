import { parseQrPayload, customerQrPayload } from '@jobtrack/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type DataSource, type QrKind } from '#web/data/data-source.ts';
import { renderQrCode } from '#web/data/shared/qr.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { QrCodeDialog } from './qr-code-dialog.tsx';

const source = { mode: 'api', qrCode: vi.fn<DataSource['qrCode']>() };

// The dialog needs only the data source's qrCode; the adapters are tested beside them.
vi.mock('#web/data/hooks/data-context.tsx', () => ({ useDataSource: () => source }));

const sarah = { id: 'customer-1', name: 'Sarah Johnson', phone: '(555) 123-4567' };
const BASE = 'https://jobtrack.example';

beforeEach(() => {
  source.qrCode.mockImplementation(async (kind: QrKind, id: string) => {
    if (kind === 'customer' && id === sarah.id) return renderQrCode(customerQrPayload(sarah, BASE));
    throw new DataError(kind === 'customer' ? 'customers.notFound' : 'jobs.notFound');
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  source.qrCode.mockReset();
});

const openDialog = (kind: QrKind = 'customer', id = sarah.id) =>
  renderWithProviders(
    <QrCodeDialog
      isOpen
      onClose={() => undefined}
      kind={kind}
      id={id}
      title="Sarah Johnson"
      subtitle="(555) 123-4567"
    />,
  );

describe('QrCodeDialog', () => {
  it("shows the record's code from the data source, with its title and subtitle", async () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Sarah Johnson' })).toBeTruthy();
    expect(screen.getByText('(555) 123-4567')).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'QR code for Sarah Johnson' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(source.qrCode).toHaveBeenCalledWith('customer', 'customer-1', 'payload');
  });

  it('asks for a link code when Settings chose one (decision 025)', async () => {
    localStorage.setItem('jobtrack_qr_style', 'link');
    openDialog();
    await screen.findByRole('img', { name: 'QR code for Sarah Johnson' });
    expect(source.qrCode).toHaveBeenCalledWith('customer', 'customer-1', 'link');
  });

  it('says why when the record has no code', async () => {
    openDialog('job', 'job-gone');
    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('downloads a PNG named by type and id', async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    openDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('customer-customer-1-qr.png');
    expect(clicks[0]!.href).toMatch(/^data:image\/png;base64,/);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('prints a page with the title, the subtitle and the image', async () => {
    const written: string[] = [];
    const popup = {
      document: {
        open: vi.fn(),
        write: (html: string) => written.push(html),
        close: vi.fn(),
        images: [{ complete: true }],
      },
      addEventListener: vi.fn(),
      focus: vi.fn(),
      print: vi.fn(),
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    openDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(written).toHaveLength(1);
    const page = new DOMParser().parseFromString(written[0]!, 'text/html');
    expect(page.title).toBe('Sarah Johnson');
    expect(page.querySelector('h1')?.textContent).toBe('Sarah Johnson');
    expect(page.querySelector('p')?.textContent).toBe('(555) 123-4567');
    expect(page.querySelector('img')?.getAttribute('alt')).toBe('QR code for Sarah Johnson');
    expect(page.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(popup.print).toHaveBeenCalledOnce();
  });

  it('prints from a hidden frame when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const print = vi.fn();
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
      this: HTMLIFrameElement,
    ) {
      return {
        document: { open: vi.fn(), write: vi.fn(), close: vi.fn(), images: [] },
        addEventListener: vi.fn(),
        focus: vi.fn(),
        print,
      } as unknown as Window;
    });
    openDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.querySelector('iframe[aria-hidden="true"]')).toBeTruthy();
  });

  it('draws a ready payload without the data source (the QR demo sample)', async () => {
    const payload = customerQrPayload(
      { id: 'demo-customer', name: 'John Smith', phone: '(555) 123-4567' },
      BASE,
    );
    renderWithProviders(
      <QrCodeDialog isOpen onClose={() => undefined} payload={payload} title="John Smith" />,
    );
    const image = await screen.findByRole('img', { name: 'QR code for John Smith' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(source.qrCode).not.toHaveBeenCalled();
    expect(parseQrPayload(JSON.stringify(payload))).toEqual({
      ok: true,
      type: 'customer',
      id: 'demo-customer',
    });
  });

  it('closes from its Close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <QrCodeDialog isOpen onClose={onClose} kind="customer" id={sarah.id} title="Sarah" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
