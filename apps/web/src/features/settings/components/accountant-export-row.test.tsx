import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '#web/test/render-with-data.tsx';
import { DataSection } from './data-section.tsx';

// The accountant's export in Settings (issue 28, decision 066), on the demo data of a fixed
// Wednesday in June, so every sample job falls in this year.
const NOW = new Date(2026, 5, 17, 10, 0);

let downloads: { name: string; blob: Blob }[];
beforeAll(() => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push({ name: '', blob });
    return 'blob:accountant';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads[downloads.length - 1]!.name = this.download;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The downloaded bytes as text, the BOM kept (a TextDecoder would drop it). */
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const textOf = async (blob: Blob): Promise<string> =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));

const exportRow = () =>
  screen.getByText(/^(Export for your accountant|Exportar para tu contador)$/).closest('li')!;

async function download(name: RegExp) {
  const button = within(exportRow()).getByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(button);
  return downloads.at(-1)!;
}

describe('Export for your accountant', () => {
  it("downloads this year's two files, made from the device's data", async () => {
    renderWithData(<DataSection />, null, { user: 'demo', route: '/app/settings' });
    expect(within(exportRow()).getByRole('radio', { name: 'This year (2026)' })).toHaveProperty(
      'checked',
      true,
    );

    const ledger = await download(/Download jobs and payments/);
    expect(ledger.name).toBe('jobtrack-accountant-jobs-payments-2026-01-01-to-2026-12-31.csv');
    expect(ledger.blob.type).toBe('text/csv;charset=utf-8');
    expect([...(await bytesOf(ledger.blob)).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = (await textOf(ledger.blob)).split('\r\n');
    expect(rows[0]).toBe(
      '\uFEFFType,Date,Customer,Service,Amount,Paid,Balance,Payment method,Invoice or receipt,Status',
    );
    // The six sample jobs and the two paid ones' payments (spec §9: revenue 930).
    expect(rows.filter((row) => row.startsWith('Job,'))).toHaveLength(6);
    expect(rows.filter((row) => row.startsWith('Payment,'))).toEqual([
      'Payment,2026-06-05,Emily Rodriguez,Landscape Design,850.00,,,Cash,,',
      'Payment,2026-06-17,Sarah Johnson,Lawn Mowing,80.00,,,Cash,,',
    ]);
    // Said politely to a screen reader, in the row's live line.
    const said = within(exportRow()).getByText(
      'Downloaded jobtrack-accountant-jobs-payments-2026-01-01-to-2026-12-31.csv',
    );
    expect(said.getAttribute('aria-live')).toBe('polite');

    const summary = await download(/Download monthly summary/);
    expect(summary.name).toBe('jobtrack-accountant-monthly-summary-2026-01-01-to-2026-12-31.csv');
    const lines = (await textOf(summary.blob)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFMonth,Jobs done,Earned,Collected,Still owed');
    expect(lines[6]).toBe('2026-06,2,255.00,930.00,175.00');
    expect(lines[13]).toBe('Total,2,255.00,930.00,175.00');
  });

  it('leaves out a payment once it is removed', async () => {
    const { source } = renderWithData(<DataSection />, null, {
      user: 'demo',
      route: '/app/settings',
    });
    await waitFor(() => expect(source()).toBeTruthy());
    const gutters = (await source().load()).jobs.find(
      (job) => job.serviceType === 'Gutter Cleaning',
    )!;
    const payment = await act(() =>
      source().addPayment({ jobId: gutters.id, amount: 75, method: 'check', paidOn: '2026-06-16' }),
    );
    const withPayment = (await textOf((await download(/Download monthly summary/)).blob)).split(
      '\r\n',
    );
    expect(withPayment[13]).toBe('Total,2,255.00,1005.00,100.00');

    await act(() => source().deletePayment(payment.id));
    const after = await download(/Download jobs and payments/);
    expect(await textOf(after.blob)).not.toContain('Check');
    const summary = (await textOf((await download(/Download monthly summary/)).blob)).split('\r\n');
    expect(summary[13]).toBe('Total,2,255.00,930.00,175.00');
  });

  it('takes last year or custom dates, and refuses an end before the start', async () => {
    renderWithData(<DataSection />, null, { user: 'demo', route: '/app/settings' });
    const row = exportRow();
    await userEvent.click(within(row).getByRole('radio', { name: 'Last year (2025)' }));
    const lastYear = await download(/Download monthly summary/);
    expect(lastYear.name).toBe('jobtrack-accountant-monthly-summary-2025-01-01-to-2025-12-31.csv');
    expect((await textOf(lastYear.blob)).split('\r\n')[13]).toBe('Total,0,0.00,0.00,0.00');

    await userEvent.click(within(row).getByRole('radio', { name: 'Custom dates' }));
    const from = within(row).getByLabelText('From');
    const to = within(row).getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-06-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-01');
    expect(within(row).getByText('Choose a start date on or before the end date.')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Download monthly summary/ })).toHaveProperty(
      'disabled',
      true,
    );

    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    const june = await download(/Download jobs and payments/);
    expect(june.name).toBe('jobtrack-accountant-jobs-payments-2026-06-10-to-2026-06-30.csv');
    const rows = (await textOf(june.blob)).split('\r\n');
    // Not the design paid on the 5th, nor the trees of 1 July.
    expect(rows.filter((row) => row.startsWith('Payment,'))).toHaveLength(1);
    expect(rows.filter((row) => row.startsWith('Job,'))).toHaveLength(5);
  });

  it('writes the Spanish headers, words and service names for a Spanish UI', async () => {
    renderWithData(<DataSection />, null, {
      user: 'demo',
      route: '/app/settings',
      language: 'es',
    });
    expect(within(exportRow()).getByRole('radio', { name: 'Este año (2026)' })).toBeTruthy();
    const ledger = await download(/Descargar trabajos y pagos/);
    const rows = (await textOf(ledger.blob)).split('\r\n');
    expect(rows[0]).toBe(
      '\uFEFFTipo,Fecha,Cliente,Servicio,Importe,Pagado,Saldo por cobrar,Forma de pago,Factura o recibo,Estado',
    );
    expect(rows).toContain('Pago,2026-06-17,Sarah Johnson,Corte de césped,80.00,,,Efectivo,,');
    expect(rows).toContain(
      'Trabajo,2026-06-11,Mike Chen,Limpieza de canaletas,175.00,0.00,175.00,,,Completado',
    );
    const summary = await download(/Descargar resumen mensual/);
    const lines = (await textOf(summary.blob)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFMes,Trabajos completados,Ganado,Recibido,Saldo por cobrar');
    expect(lines[13]).toBe('Total,2,255.00,930.00,175.00');
  });
});
