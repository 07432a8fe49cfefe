// A small DataSource that answers the sync contract (data-source.ts) from a state the test sets,
// and the render that puts it behind DataProvider, signed in as a server account (api mode) or
// a waitlisted tester (local mode). Test files mock createDataSource to hand it out:
//   const fake = vi.hoisted(() => ({ source: null as DataSource | null }));
//   vi.mock('<path>/data/create-data-source.ts', () => ({ createDataSource: () => fake.source }));
import { STORAGE_KEYS, type User } from '@jobtrack/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import {
  DataError,
  IDLE_SYNC_STATE,
  type DataMode,
  type DataSnapshot,
  type DataSource,
  type RecordsSnapshot,
  type RefusedWrite,
  type SyncState,
} from '#web/data/data-source.ts';
import { startWaitlistSession } from '#web/lib/auth/auth-service.ts';
import { DataProvider } from '#web/data/hooks/data-context.tsx';
import { ThemeProvider } from '#web/lib/theme.tsx';
import { renderWithProviders, type RenderOptions } from './render.tsx';

export type FakeDataSource = DataSource & {
  /** Changes the sync state and tells the subscribers, as the real adapters do. */
  setSyncState(changes: Partial<SyncState>): void;
  /**
   * What load() answers from now on: a snapshot (its documents and profile empty unless given),
   * or an error to reject with.
   */
  setLoad(answer: FakeSnapshot | Error): void;
  sync: ReturnType<typeof vi.fn<() => Promise<void>>>;
  discardRefused: ReturnType<typeof vi.fn<(seq: number) => Promise<void>>>;
  retryParked: ReturnType<typeof vi.fn<(seq: number) => Promise<void>>>;
  restoreRefused: ReturnType<typeof vi.fn<(seq: number) => Promise<void>>>;
  keepMine: ReturnType<typeof vi.fn<(recordId: string, field: string) => Promise<void>>>;
  keepTheirs: ReturnType<typeof vi.fn<(recordId: string, field: string) => Promise<void>>>;
  discardDeviceData: ReturnType<typeof vi.fn<() => Promise<void>>>;
  load: ReturnType<typeof vi.fn<() => Promise<DataSnapshot>>>;
};

/** A snapshot as a test gives it: the records, and the documents and profile when it cares. */
export type FakeSnapshot = RecordsSnapshot & Partial<DataSnapshot>;

const full = (snapshot: FakeSnapshot): DataSnapshot => ({
  documents: [],
  profile: null,
  quotes: [],
  photos: [],
  ...snapshot,
});

const notInFake = (name: string) => () => Promise.reject(new Error(`${name} is not in the fake`));

export function createFakeDataSource(
  options: { mode?: DataMode; sync?: Partial<SyncState>; snapshot?: FakeSnapshot } = {},
): FakeDataSource {
  let state: SyncState = { ...IDLE_SYNC_STATE, ...options.sync };
  let answer: DataSnapshot | Error = full(
    options.snapshot ?? { customers: [], jobs: [], series: [], payments: [] },
  );
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const setSyncState = (changes: Partial<SyncState>) => {
    state = { ...state, ...changes };
    emit();
  };

  const source: FakeDataSource = {
    mode: options.mode ?? 'api',
    load: vi.fn(() =>
      answer instanceof Error ? Promise.reject(answer) : Promise.resolve(structuredClone(answer)),
    ),
    snapshot: () => (answer instanceof Error ? null : answer),
    getCustomer: notInFake('getCustomer'),
    addCustomer: notInFake('addCustomer'),
    updateCustomer: notInFake('updateCustomer'),
    deleteCustomer: notInFake('deleteCustomer'),
    getJob: notInFake('getJob'),
    addJob: notInFake('addJob'),
    updateJob: notInFake('updateJob'),
    deleteJob: notInFake('deleteJob'),
    addPayment: notInFake('addPayment'),
    deletePayment: notInFake('deletePayment'),
    listSeries: () => Promise.resolve(answer instanceof Error ? [] : answer.series),
    addSeries: notInFake('addSeries'),
    updateSeries: notInFake('updateSeries'),
    endSeries: notInFake('endSeries'),
    rainDelay: notInFake('rainDelay'),
    getProfile: () => Promise.resolve(answer instanceof Error ? null : answer.profile),
    saveProfile: notInFake('saveProfile'),
    exportData: notInFake('exportData'),
    importData: notInFake('importData'),
    importCustomers: notInFake('importCustomers'),
    clearAll: notInFake('clearAll'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync: vi.fn(() => Promise.resolve()),
    syncState: () => state,
    discardRefused: vi.fn((seq: number) => {
      setSyncState({ refused: state.refused.filter((write) => write.seq !== seq) });
      return Promise.resolve();
    }),
    retryParked: vi.fn((seq: number) => {
      setSyncState({ refused: state.refused.filter((write) => write.seq !== seq) });
      return Promise.resolve();
    }),
    restoreRefused: vi.fn((seq: number) => {
      setSyncState({ refused: state.refused.filter((write) => write.seq !== seq) });
      return Promise.resolve();
    }),
    keepMine: vi.fn((recordId: string, field: string) => {
      setSyncState({
        changedElsewhere: state.changedElsewhere.filter(
          (one) => one.recordId !== recordId || one.field !== field,
        ),
      });
      return Promise.resolve();
    }),
    keepTheirs: vi.fn((recordId: string, field: string) => {
      setSyncState({
        changedElsewhere: state.changedElsewhere.filter(
          (one) => one.recordId !== recordId || one.field !== field,
        ),
      });
      return Promise.resolve();
    }),
    discardDeviceData: vi.fn(() => {
      setSyncState({ pending: 0, refused: [] });
      return Promise.resolve();
    }),
    qrCode: notInFake('qrCode'),
    createDocument: notInFake('createDocument'),
    revokeDocument: notInFake('revokeDocument'),
    setShareExpiry: notInFake('setShareExpiry'),
    deleteDocument: notInFake('deleteDocument'),
    setDocumentPhotos: notInFake('setDocumentPhotos'),
    addQuote: notInFake('addQuote'),
    updateQuote: notInFake('updateQuote'),
    deleteQuote: notInFake('deleteQuote'),
    markQuoteSent: notInFake('markQuoteSent'),
    revokeQuote: notInFake('revokeQuote'),
    setQuoteShareExpiry: notInFake('setQuoteShareExpiry'),
    makeWorkFromQuote: notInFake('makeWorkFromQuote'),
    addPhoto: notInFake('addPhoto'),
    updatePhoto: notInFake('updatePhoto'),
    deletePhoto: notInFake('deletePhoto'),
    photoUrl: () => Promise.resolve(null),
    photoFile: () => Promise.resolve(null),
    trackEvent: () => Promise.resolve(),
    startAnalyticsSession: () => Promise.resolve(),
    setSyncState,
    setLoad(next) {
      answer = next instanceof Error ? next : full(next);
    },
  };
  return source;
}

/** A refused write with the fields a test does not care about filled in. */
export const refusedWrite = (fields: Partial<RefusedWrite> = {}): RefusedWrite => ({
  seq: 1,
  kind: 'customer',
  op: 'update',
  recordId: 'customer-1',
  label: 'Sarah Johnson',
  code: 'validation_failed',
  message: 'Invalid input',
  ...fields,
});

/** load()'s failure with no data on the device (the contract's DataError). */
export const loadFailure = () => new DataError('sync.loadFailed', 'no data on this device');

const serverUser: User = {
  id: 'user-1',
  email: 'owner@example.com',
  name: 'Sam Rivera',
  createdAt: '2024-01-15T09:00:00.000Z',
};

/**
 * Renders `ui` signed in, inside DataProvider (and the theme, for the header): api mode signs in a server account (a stored
 * user and token), local mode a waitlisted tester. The source comes from the test's mock of
 * createDataSource.
 */
export function renderSignedIn(
  ui: ReactElement,
  options: RenderOptions & { mode?: 'api' | 'local' } = {},
) {
  if (options.mode === 'local') {
    startWaitlistSession('tester@example.com');
  } else {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(serverUser));
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ timestamp: Date.now(), userId: serverUser.id }),
    );
    localStorage.setItem(STORAGE_KEYS.authToken, 'test-token');
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <DataProvider>{ui}</DataProvider>
      </QueryClientProvider>
    </ThemeProvider>,
    options,
  );
  return { ...result, queryClient };
}
