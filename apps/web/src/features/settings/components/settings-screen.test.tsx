import { STORAGE_KEYS } from '@jobtrack/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '#web/test/render-with-data.tsx';
import { ClearedDataNotice } from './cleared-data-notice.tsx';
import { SettingsScreen } from './settings-screen.tsx';

/** /app/settings, and /app with the clear-all message, as the app routes them. */
function Screens() {
  const { pathname } = useLocation();
  return pathname === '/app' ? <ClearedDataNotice /> : <SettingsScreen />;
}

function renderSettings(mode: 'local' | 'demo', language: 'en' | 'es' = 'en') {
  return renderWithData(<Screens />, null, {
    route: '/app/settings',
    language,
    user: mode === 'demo' ? 'demo' : 'tester',
  });
}

const json = (value: unknown) =>
  new File([JSON.stringify(value)], 'backup.json', { type: 'application/json' });
const importInput = () => screen.getByLabelText<HTMLInputElement>('Backup file to import');
const section = (name: string) => screen.getByRole('region', { name });

beforeAll(() => {
  // Analytics has its own tests; here it stays quiet (Global Privacy Control).
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

let downloads: { name: string; blob: Blob }[];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push({ name: '', blob });
    return 'blob:backup';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads[downloads.length - 1]!.name = this.download;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SettingsScreen', () => {
  it('shows every section of spec §2, with the app statistics and version 1.0.0', async () => {
    renderSettings('local');
    for (const name of [
      'Language & Theme',
      'Data Management',
      'Notifications',
      'Cache Management',
      'Help & Support',
      'App Statistics',
      'About',
    ]) {
      expect(section(name)).toBeTruthy();
    }
    const stats = section('App Statistics');
    // The waitlist sample: 2 customers and 1 job (spec §3).
    await waitFor(() =>
      expect(within(stats).getByText('Customers').nextSibling?.textContent).toBe('2'),
    );
    expect(within(stats).getByText('Jobs').nextSibling?.textContent).toBe('1');
    expect(within(section('About')).getByText('1.0.0')).toBeTruthy();
    expect(
      within(section('Cache Management')).getByTestId('local-storage-size').textContent,
    ).toMatch(/^\d+(\.\d+)? (bytes|KB|MB)$/);
    const support = screen.getByRole('link', { name: 'Contact Support' });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@jobtrack\.app\?subject=/);
  });

  it('switches language and theme, remembering both', async () => {
    const user = userEvent.setup();
    const { i18n } = renderSettings('local');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(screen.getByRole('region', { name: 'Idioma y tema' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Claro' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('has a notifications switch, on by default', async () => {
    const user = userEvent.setup();
    renderSettings('local');
    const toggle = screen.getByRole('switch', { name: 'Enable notifications' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.notificationsEnabled)).toBe('false');
    await user.click(toggle);
    expect(localStorage.getItem(STORAGE_KEYS.notificationsEnabled)).toBe('true');
  });

  it('exports a pretty-printed backup named with the date, with a 3 s message', async () => {
    const user = userEvent.setup();
    renderSettings('local');
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Data exported successfully!')).toBeTruthy();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^jobtrack-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await downloads[0]!.blob.text();
    const backup = JSON.parse(text) as { customers: unknown[]; jobs: unknown[] };
    expect(text).toContain('\n  "customers"');
    expect([backup.customers.length, backup.jobs.length]).toEqual([2, 1]);
    await waitFor(() => expect(screen.queryByText('Data exported successfully!')).toBeNull(), {
      timeout: 4000,
    });
  });

  it('imports a backup, and says why a bad file is refused', async () => {
    const user = userEvent.setup();
    renderSettings('local');
    await user.upload(importInput(), new File(['{ nope'], 'backup.json'));
    expect(
      await screen.findByText('Invalid JSON file. Please select a valid backup file.'),
    ).toBeTruthy();
    await user.upload(importInput(), json({ customers: [] }));
    expect(
      await screen.findByText('Invalid file format. Please select a valid backup file.'),
    ).toBeTruthy();

    const customer = {
      id: 'customer-imported',
      name: 'Imported Person',
      phone: '(555) 000-1111',
      address: '9 Elm St',
      serviceType: 'Lawn Care',
    };
    await user.upload(importInput(), json({ customers: [customer], jobs: [] }));
    expect(await screen.findByText('Imported 1 customer and 0 jobs')).toBeTruthy();
    const stats = section('App Statistics');
    await waitFor(() =>
      expect(within(stats).getByText('Customers').nextSibling?.textContent).toBe('3'),
    );
  });

  it.each([
    ['en', 'Importing… 40%'],
    ['es', 'Importando… 40 %'],
  ] as const)(
    'shows how far an import has gone, as a progress bar (%s)',
    async (language, text) => {
      const user = userEvent.setup();
      const { source } = renderSettings('local', language);
      let finish: () => void = () => undefined;
      const importData = vi.spyOn(source(), 'importData').mockImplementation(
        (_data, options) =>
          new Promise((resolve) => {
            options?.onProgress?.(0.4);
            finish = () => resolve({ customers: 1, jobs: 0 });
          }),
      );
      const label =
        language === 'en' ? 'Backup file to import' : 'Archivo de copia de seguridad para importar';
      await user.upload(
        screen.getByLabelText<HTMLInputElement>(label),
        json({ customers: [{ id: 'customer-big', name: 'Big' }], jobs: [] }),
      );
      const bar = await screen.findByRole('progressbar', { name: text });
      expect(bar.getAttribute('aria-valuenow')).toBe('40');
      expect(within(screen.getByRole('status')).getByText(text)).toBeTruthy();
      act(() => finish());
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
      expect(importData).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['en', 'Imported 1 customer and 1 job; skipped 2 jobs: missing date', 'Backup file to import'],
    [
      'es',
      'Importados: 1 cliente y 1 trabajo; se omitieron 2 trabajos: falta la fecha',
      'Archivo de copia de seguridad para importar',
    ],
  ] as const)(
    'imports every valid record of a file and says what it skipped and why (%s)',
    async (language, report, inputLabel) => {
      const user = userEvent.setup();
      renderSettings('local', language);
      const job = (id: string, scheduledDate?: string) => ({
        id,
        customerId: 'customer-imported',
        serviceType: 'Lawn Mowing',
        price: 40,
        ...(scheduledDate === undefined ? {} : { scheduledDate }),
      });
      const customer = { id: 'customer-imported', name: 'Imported Person' };
      await user.upload(
        screen.getByLabelText<HTMLInputElement>(inputLabel),
        json({
          customers: [customer],
          jobs: [job('job-a', '2025-06-04'), job('job-b'), job('job-c', '')],
        }),
      );
      const notice = await screen.findByText(report);
      // It stays until dismissed: the owner has something to fix.
      expect(notice.closest('[role]')?.getAttribute('role')).toBe('status');
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.localJobs) ?? '[]')).toHaveLength(2),
      );
    },
  );

  it("refuses any import in demo mode with 'Cannot import data.'", async () => {
    const user = userEvent.setup();
    renderSettings('demo');
    await user.upload(importInput(), json({ customers: [], jobs: [] }));
    const notice = await screen.findByText('Cannot import data.');
    // NOTE: spec §6 — demo mode's submit errors are informational (blue), not alerts.
    expect(notice.closest('[role]')?.getAttribute('role')).toBe('status');
  });

  it('asks before clearing; then waits 1 s and shows the message on /app', async () => {
    const user = userEvent.setup();
    renderSettings('local');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toBe('/app/settings');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.localCustomers) ?? '[]')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    const started = Date.now();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Clear all data?' })).getByRole('button', {
        name: 'Clear All Data',
      }),
    );
    expect(
      await screen.findByText('All data has been cleared successfully.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(screen.getByTestId('location').textContent).toBe('/app');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.localCustomers) ?? 'null')).toEqual([]);
  });

  it('restores the demo data in demo mode, with its own message', async () => {
    const user = userEvent.setup();
    renderSettings('demo');
    await user.click(screen.getByRole('button', { name: 'Clear All Data' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear All Data' }),
    );
    expect(
      await screen.findByText(
        'User data cleared. Demo data has been restored.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it('clears the caches but never the data', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    const cacheStorage = {
      keys: async () => ['jobtrack-icons', 'workbox-precache-v2-x'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    };
    Object.defineProperty(globalThis, 'caches', { value: cacheStorage, configurable: true });
    try {
      renderSettings('local');
      localStorage.setItem(STORAGE_KEYS.iconCacheVersion, '1.0.0');
      await user.click(screen.getByRole('button', { name: 'Clear Cache' }));
      expect(await screen.findByText('Cache cleared successfully!')).toBeTruthy();
      expect(deleted).toEqual(['jobtrack-icons']);
      expect(localStorage.getItem(STORAGE_KEYS.iconCacheVersion)).toBeNull();
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.localCustomers) ?? '[]')).toHaveLength(2);
    } finally {
      await act(async () => {
        Reflect.deleteProperty(globalThis, 'caches');
      });
    }
  });
});
