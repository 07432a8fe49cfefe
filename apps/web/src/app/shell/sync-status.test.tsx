import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataSource, SyncState } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import {
  createFakeDataSource,
  refusedWrite,
  renderSignedIn,
  type FakeDataSource,
} from '#web/test/fake-data-source.tsx';
import { Header } from './header.tsx';
import { SyncStatus } from './sync-status.tsx';

const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
vi.mock('#web/data/create-data-source.ts', () => ({ createDataSource: () => fake.source }));

function renderStatus(sync: Partial<SyncState>, language: 'en' | 'es' = 'en'): FakeDataSource {
  const source = createFakeDataSource({ sync });
  fake.source = source;
  renderSignedIn(<SyncStatus />, { language, route: '/app/customers' });
  return source;
}

/** A screen reading the data, so a retry has a query to load again. */
function DataReader() {
  useData();
  return null;
}

const status = () => screen.getByRole('status', { name: /^(Sync|Sincronización)$/ });

describe('SyncStatus', () => {
  it.each([
    [{ online: false, pending: 3 }, 'Offline · 3 changes saved on this phone'],
    [{ online: false, pending: 1 }, 'Offline · 1 change saved on this phone'],
    [{ online: false, pending: 0 }, 'Offline · Showing the data on this phone'],
    [{ syncing: true, pending: 2 }, 'Syncing…'],
    [{ syncing: true, lastSyncedAt: null }, 'Syncing…'],
    [{ lastSyncedAt: '2030-01-01T10:00:00.000Z' }, 'All changes saved'],
    [{ refreshFailed: true }, "Couldn't refresh·Retry"],
    [{ pending: 1 }, '1 change not sent yet·Retry'],
    [{ pending: 4 }, '4 changes not sent yet·Retry'],
  ])('in English, %o reads %s', (sync, text) => {
    renderStatus(sync);
    expect(status().textContent).toBe(text);
  });

  it.each([
    [{ online: false, pending: 3 }, 'Sin conexión · 3 cambios guardados en este teléfono'],
    [{ online: false, pending: 1 }, 'Sin conexión · 1 cambio guardado en este teléfono'],
    [{ online: false, pending: 0 }, 'Sin conexión · Mostrando los datos de este teléfono'],
    [{ syncing: true, pending: 2 }, 'Sincronizando…'],
    [{}, 'Todos los cambios guardados'],
    [{ refreshFailed: true }, 'No se pudo actualizar·Reintentar'],
    [{ pending: 2 }, '2 cambios sin enviar todavía·Reintentar'],
  ])('in Spanish, %o reads %s', (sync, text) => {
    renderStatus(sync, 'es');
    expect(status().textContent).toBe(text);
  });

  it('a background pull with nothing to send keeps saying all is saved', () => {
    renderStatus({ syncing: true, pending: 0, lastSyncedAt: '2030-01-01T10:00:00.000Z' });
    expect(status().textContent).toBe('All changes saved');
  });

  it('follows the data layer as the state changes', () => {
    const source = renderStatus({ online: false, pending: 2 });
    act(() => source.setSyncState({ online: true, syncing: true }));
    expect(status().textContent).toBe('Syncing…');
    act(() => source.setSyncState({ syncing: false, pending: 0 }));
    expect(status().textContent).toBe('All changes saved');
  });

  it('Retry sends what is waiting and loads again', async () => {
    const source = createFakeDataSource({ sync: { refreshFailed: true } });
    fake.source = source;
    renderSignedIn(
      <>
        <SyncStatus />
        <DataReader />
      </>,
    );
    await waitFor(() => expect(source.load).toHaveBeenCalledTimes(1));
    await userEvent.click(within(status()).getByRole('button', { name: 'Retry syncing' }));
    expect(source.sync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(source.load).toHaveBeenCalledTimes(2));
  });

  it('names refused writes, singular and plural, in both languages, without "All changes saved"', () => {
    const source = renderStatus({ refused: [refusedWrite()] });
    expect(status().textContent).toBe('1 change was not saved');
    act(() => source.setSyncState({ refused: [refusedWrite(), refusedWrite({ seq: 2 })] }));
    expect(within(status()).getByRole('button').textContent).toBe('2 changes were not saved');
  });

  it('names refused writes in Spanish', () => {
    renderStatus({ refused: [refusedWrite(), refusedWrite({ seq: 2 })] }, 'es');
    expect(within(status()).getByRole('button').textContent).toBe('2 cambios no se guardaron');
  });

  it('shows a refused write beside the offline line', () => {
    renderStatus({ online: false, pending: 1, refused: [refusedWrite()] });
    expect(status().textContent).toBe(
      'Offline · 1 change saved on this phone1 change was not saved',
    );
  });
});

describe('the refused changes list', () => {
  const refused = [
    refusedWrite({ seq: 7, label: 'Sarah Johnson', code: 'validation_failed' }),
    refusedWrite({
      seq: 9,
      kind: 'job',
      recordId: 'job-42',
      label: 'Lawn Mowing',
      code: 'record_deleted',
    }),
  ];

  it('says which record, why, and edits it on its own screen', async () => {
    renderStatus({ refused });
    await userEvent.click(screen.getByRole('button', { name: '2 changes were not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' });
    const [sarah, lawn] = within(dialog).getAllByRole('listitem');
    expect(sarah!.textContent).toContain('Sarah Johnson');
    expect(sarah!.textContent).toContain('Customer change');
    expect(sarah!.textContent).toContain(
      'The server did not accept this change: check the details and save again.',
    );
    expect(lawn!.textContent).toContain('Lawn Mowing');
    expect(lawn!.textContent).toContain(
      'This record was deleted on another device; your change was not kept.',
    );
    // The record is gone: there is nothing to edit, only the change to discard.
    expect(within(lawn!).queryByRole('link')).toBeNull();
    await userEvent.click(within(sarah!).getByRole('link', { name: 'Edit Sarah Johnson' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/customers/customer-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Discard drops the change; the list closes when nothing is left', async () => {
    const source = renderStatus({ refused });
    await userEvent.click(screen.getByRole('button', { name: '2 changes were not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Discard the change to Lawn Mowing' }),
    );
    expect(source.discardRefused).toHaveBeenCalledWith(9);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(status().textContent).toBe('1 change was not saved');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Discard the change to Sarah Johnson' }),
    );
    expect(source.discardRefused).toHaveBeenLastCalledWith(7);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status().textContent).toBe('All changes saved');
  });

  it('reads in Spanish', async () => {
    renderStatus({ refused: [refused[1]!] }, 'es');
    await userEvent.click(screen.getByRole('button', { name: '1 cambio no se guardó' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios no guardados' });
    expect(dialog.textContent).toContain('Cambio de trabajo');
    expect(dialog.textContent).toContain(
      'Este registro se eliminó en otro dispositivo; tu cambio no se guardó.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Descartar el cambio de Lawn Mowing' }),
    ).toBeTruthy();
  });
});

describe('refused writes that are not one record', () => {
  const rainDelay = refusedWrite({
    seq: 11,
    kind: 'series',
    op: 'update',
    recordId: 'rain-delay:2026-11-24',
    label: '2026-11-24',
    day: '2026-11-24',
    code: 'validation_failed',
  });
  const draft = refusedWrite({
    seq: 12,
    kind: 'document',
    op: 'create',
    recordId: 'document-1',
    label: 'Sarah Johnson',
    code: 'not_found',
  });
  const draftDeletion = refusedWrite({
    seq: 13,
    kind: 'document',
    op: 'delete',
    recordId: 'document-2',
    label: 'Sarah Johnson',
    code: 'forbidden',
  });

  it('a rain delay is named by its day in the UI date format; a refused draft can only be discarded', async () => {
    renderStatus({ refused: [rainDelay, draft] });
    await userEvent.click(screen.getByRole('button', { name: '2 changes were not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' });
    const [delay, invoice] = within(dialog).getAllByRole('listitem');
    expect(delay!.textContent).toContain('Nov 24, 2026');
    expect(delay!.textContent).toContain('Rain delay');
    expect(delay!.textContent).not.toContain('2026-11-24');
    expect(
      within(delay!).getByRole('button', { name: 'Discard the change to Nov 24, 2026' }),
    ).toBeTruthy();
    expect(invoice!.textContent).toContain('New invoice or receipt');
    expect(within(invoice!).queryByRole('link')).toBeNull();
  });

  it('a deleted draft whose delete the server refused is named as such', async () => {
    renderStatus({ refused: [draftDeletion] });
    await userEvent.click(screen.getByRole('button', { name: '1 change was not saved' }));
    const [deletion] = within(await screen.findByRole('dialog')).getAllByRole('listitem');
    expect(deletion!.textContent).toContain('Invoice or receipt deletion');
    expect(within(deletion!).queryByRole('link')).toBeNull();
  });

  it('reads in Spanish', async () => {
    renderStatus({ refused: [rainDelay, draft, draftDeletion] }, 'es');
    await userEvent.click(screen.getByRole('button', { name: '3 cambios no se guardaron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios no guardados' });
    expect(dialog.textContent).toContain('Retraso por lluvia');
    expect(dialog.textContent).toContain('24 nov 2026');
    expect(dialog.textContent).toContain('Factura o recibo nuevo');
    expect(dialog.textContent).toContain('Factura o recibo eliminado');
  });
});

describe('a photo the server did not keep', () => {
  const upload = refusedWrite({
    seq: 21,
    kind: 'photo',
    op: 'create',
    recordId: 'photo-1',
    label: 'Gutter cleaning',
    code: 'storage_full',
    upload: true,
  });
  const caption = {
    kind: 'photo' as const,
    recordId: 'photo-2',
    label: 'Gutter cleaning',
    field: 'label',
    mine: 'before',
    theirs: 'after',
  };

  it('a refused file says why, and Retry sends it again (nothing to edit)', async () => {
    const source = renderStatus({ refused: [upload], changedElsewhere: [caption] });
    await userEvent.click(screen.getByRole('button', { name: '1 change was not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' });
    const [photo, changed] = within(dialog).getAllByRole('listitem');
    expect(photo!.textContent).toContain('Gutter cleaning');
    expect(photo!.textContent).toContain('New photo');
    expect(photo!.textContent).toContain(
      'Your storage for photos is full. Delete some photos, then retry.',
    );
    expect(within(photo!).queryByRole('link')).toBeNull();
    await userEvent.click(
      within(photo!).getByRole('button', { name: 'Retry the change to Gutter cleaning' }),
    );
    expect(source.retryParked).toHaveBeenCalledWith(21);
    expect(changed!.textContent).toContain('Changed on another device: photo label Before → After');
  });

  it('reads in Spanish', async () => {
    renderStatus({ refused: [upload], changedElsewhere: [caption] }, 'es');
    await userEvent.click(screen.getByRole('button', { name: '1 cambio no se guardó' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios no guardados' });
    expect(dialog.textContent).toContain('Foto nueva');
    expect(dialog.textContent).toContain(
      'Tu espacio para fotos está lleno. Elimina algunas fotos y vuelve a intentarlo.',
    );
    expect(dialog.textContent).toContain('etiqueta de la foto Antes → Después');
  });
});

describe('a quote changed on another device', () => {
  const notices = [
    {
      kind: 'quote' as const,
      recordId: 'quote-1',
      label: 'Q-0001',
      field: 'validUntil',
      mine: '2026-12-31',
      theirs: '2027-01-15',
    },
    {
      kind: 'quote' as const,
      recordId: 'quote-1',
      label: 'Q-0001',
      field: 'repeat',
      mine: null,
      theirs: { frequency: 'weekly', interval: 2 },
    },
  ];

  it('reads the field and both values in the screens’ words, in English and Spanish', async () => {
    renderStatus({ refused: [refusedWrite()], changedElsewhere: notices });
    await userEvent.click(screen.getByRole('button', { name: '1 change was not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' });
    expect(dialog.textContent).toContain(
      'Changed on another device: quote valid-until date Dec 31, 2026 → Jan 15, 2027',
    );
    expect(dialog.textContent).toContain(
      'Changed on another device: quote repeat Does not repeat → Every 2 weeks',
    );
  });

  it('in Spanish', async () => {
    renderStatus({ refused: [refusedWrite()], changedElsewhere: notices }, 'es');
    await userEvent.click(screen.getByRole('button', { name: '1 cambio no se guardó' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios no guardados' });
    expect(dialog.textContent).toContain(
      'fecha de validez del presupuesto 31 dic 2026 → 15 ene 2027',
    );
    expect(dialog.textContent).toContain(
      'repetición del presupuesto No se repite → Cada 2 semanas',
    );
  });
});

describe('the header', () => {
  it('shows the sync status signed in to the server', async () => {
    fake.source = createFakeDataSource({ sync: { online: false, pending: 2 } });
    renderSignedIn(<Header />, { route: '/app' });
    expect(status().textContent).toBe('Offline · 2 changes saved on this phone');
  });

  it('has no sync status in waitlist test mode, which keeps everything on the device', () => {
    fake.source = createFakeDataSource({ mode: 'local' });
    renderSignedIn(<Header />, { route: '/app', mode: 'local' });
    expect(screen.queryByRole('status', { name: 'Sync' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });
});
