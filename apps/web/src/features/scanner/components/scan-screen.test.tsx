import { toIsoDate, type User } from '@jobtrack/core';
import { makeJob } from '@jobtrack/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataMode } from '#web/data/data-source.ts';
import { useWaitlistModal } from '#web/lib/waitlist-modal-context.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { ScanScreen } from './scan-screen.tsx';

type DecodeHandler = (result: { data: string }) => void;
type ScannerOptions = {
  maxScansPerSecond?: number;
  calculateScanRegion?: (video: { videoWidth: number; videoHeight: number }) => unknown;
};

// A stand-in for qr-scanner: the test plays the camera by calling `decode`.
const camera = vi.hoisted(() => {
  const state = {
    hasCamera: true,
    startError: null as unknown,
    starts: 0,
    onDecode: null as DecodeHandler | null,
    options: null as ScannerOptions | null,
  };
  class FakeQrScanner {
    static hasCamera = async () => state.hasCamera;
    constructor(_video: HTMLVideoElement, onDecode: DecodeHandler, options: ScannerOptions) {
      state.onDecode = onDecode;
      state.options = options;
    }
    async start() {
      state.starts += 1;
      if (state.startError) throw state.startError;
    }
    stop() {}
    destroy() {}
  }
  return { state, FakeQrScanner };
});
vi.mock('qr-scanner', () => ({ default: camera.FakeQrScanner }));

const source = {
  getCustomer: vi.fn(),
  getJob: vi.fn(),
  snapshot: vi.fn(),
  load: vi.fn(),
};
const snapshotOf = (jobs: unknown[]) => ({ customers: [], jobs, series: [], payments: [] });
vi.mock('#web/data/hooks/data-context.tsx', () => ({ useDataSource: () => source }));

// The check-in write itself goes through the data source's updateJob (tested with the stores).
const checkIn = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock('../api/check-in-mutations.ts', () => ({
  useCheckIn: () => ({ mutate: checkIn.mutate, isPending: false, isError: false }),
}));

const auth = vi.hoisted(() => ({ mode: 'api' as DataMode, isWaitlisted: false }));
vi.mock('#web/lib/auth/auth-context.tsx', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({
    status: 'signedIn',
    mode: auth.mode,
    user: { id: 'user-1', email: 'a@b.c', name: 'Sam', isWaitlisted: auth.isWaitlisted } as User,
  }),
}));

const getUserMedia = vi.fn();

beforeEach(() => {
  Object.assign(camera.state, {
    hasCamera: true,
    startError: null,
    starts: 0,
    onDecode: null,
    options: null,
  });
  Object.assign(auth, { mode: 'api', isWaitlisted: false });
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: () => undefined }] });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  source.getCustomer.mockImplementation(async (id: string) =>
    id === 'customer-1' ? { id, name: 'Maria Garcia' } : null,
  );
  source.snapshot.mockReturnValue(snapshotOf([]));
  source.getJob.mockImplementation(async (id: string) => (id === 'job-1' ? { id } : null));
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function WaitlistProbe() {
  return <span data-testid="waitlist">{useWaitlistModal().isOpen ? 'open' : 'closed'}</span>;
}

const renderScreen = () =>
  renderWithProviders(<ScanScreen />, {
    route: '/app/scan',
    isWaitlistAllowed: true,
    extra: <WaitlistProbe />,
  });

/** Opens the scanner and waits until the camera runs. */
async function startScanning() {
  await userEvent.click(screen.getByRole('button', { name: 'Start Scanning' }));
  await screen.findByText('Point the camera at a JobTrack QR code and hold it inside the frame.');
  return screen.getByRole('dialog', { name: 'Scan QR Code' });
}

const decode = async (text: string) => {
  await act(async () => camera.state.onDecode?.({ data: text }));
};

describe('ScanScreen', () => {
  it('explains the scanner and scans at most 5 times a second in two thirds of the frame', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'Scan a JobTrack QR code' })).toBeTruthy();
    expect(screen.queryByText(/Demo mode/)).toBeNull();
    await startScanning();
    expect(camera.state.options?.maxScansPerSecond).toBe(5);
    expect(
      camera.state.options?.calculateScanRegion?.({ videoWidth: 640, videoHeight: 480 }),
    ).toEqual({
      x: 160,
      y: 80,
      width: 320,
      height: 320,
      downScaledWidth: 400,
      downScaledHeight: 400,
    });
  });

  it('opens the scanned customer', async () => {
    renderScreen();
    await startScanning();
    await decode(JSON.stringify({ type: 'customer', id: 'customer-1', url: 'https://x.test/' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/customers/customer-1'),
    );
    expect(source.getCustomer).toHaveBeenCalledWith('customer-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers 'Start job now' for a customer's job today, and opens the job after (issue 13)", async () => {
    const today = toIsoDate(new Date());
    const job = makeJob({
      id: 'job-today',
      customerId: 'customer-1',
      scheduledDate: today,
      serviceType: 'Lawn Mowing',
    });
    source.snapshot.mockReturnValue(snapshotOf([job]));
    checkIn.mutate.mockImplementation((_vars: unknown, options: { onSuccess(): void }) =>
      options.onSuccess(),
    );
    renderScreen();
    await startScanning();
    // A link code (decision 025) is read like the spec's payload.
    await decode('https://crew.example.net/customer/customer-1');
    const heading = await screen.findByRole('heading', { name: 'Maria Garcia has a job today' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Today: Lawn Mowing')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/app/scan');
    expect(screen.getByRole('link', { name: 'View Customer' }).getAttribute('href')).toBe(
      '/app/customers/customer-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start job now' }));
    expect(checkIn.mutate).toHaveBeenCalledWith({ job, step: 'start' }, expect.anything());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/app/jobs/job-today'),
    );
  });

  it("offers 'Complete job' with the time on site once the job is in progress", async () => {
    const arrivedAt = new Date(Date.now() - 95 * 60_000).toISOString();
    source.snapshot.mockReturnValue(
      snapshotOf([
        makeJob({
          id: 'job-today',
          customerId: 'customer-1',
          scheduledDate: toIsoDate(new Date()),
          status: 'in-progress',
          arrivedAt,
        }),
      ]),
    );
    renderScreen();
    await startScanning();
    await decode(JSON.stringify({ type: 'customer', id: 'customer-1', url: 'https://x.test/' }));
    expect(await screen.findByRole('heading', { name: 'On site at Maria Garcia' })).toBeTruthy();
    expect(screen.getByText(/on site for 1 h 35 min\.$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'On site at Maria Garcia' })).toBeNull();
    expect(checkIn.mutate).not.toHaveBeenCalled();
  });

  it('opens the scanned job, from a plain JobTrack link too', async () => {
    renderScreen();
    await startScanning();
    await decode('https://jobtrack.example/job/job-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/jobs/job-1'));
  });

  it.each([
    ['hello', 'Invalid QR code format. Please scan a JobTrack QR code.'],
    ['{"type":"invoice","id":"x"}', 'This QR code is not from JobTrack.'],
    ['{"type":"customer","id":"customer-gone"}', 'Customer not found in your system.'],
    ['{"type":"job","id":"job-gone"}', 'Job not found in your system.'],
  ])('says what is wrong with %s, and scans again on Try Again', async (text, message) => {
    renderScreen();
    const dialog = await startScanning();
    await decode(text);
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/scan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await within(dialog).findByText(
      'Point the camera at a JobTrack QR code and hold it inside the frame.',
    );
    expect(camera.state.starts).toBe(2);
  });

  it('says when the record could not be loaded', async () => {
    source.getCustomer.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderScreen();
    const dialog = await startScanning();
    await decode('{"type":"customer","id":"customer-1"}');
    expect(
      await within(dialog).findByText('Failed to process QR code. Please try again.'),
    ).toBeTruthy();
  });

  it('goes nowhere when the scanner was closed during the look-up', async () => {
    let finish: (value: { id: string }) => void = () => undefined;
    source.getCustomer.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderScreen();
    const dialog = await startScanning();
    await decode('{"type":"customer","id":"customer-1"}');
    expect(within(dialog).getByText('Opening...')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => finish({ id: 'customer-1' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/app/scan');
  });

  it("shows 'Camera Access Required' with Try Again when the camera is refused", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(await screen.findByRole('heading', { name: 'Camera Access Required' })).toBeTruthy();
    expect(screen.getByText('Failed to access camera. Please check permissions.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    getUserMedia.mockResolvedValue({ getTracks: () => [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Scan QR Code' })).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no camera at all', () => (camera.state.hasCamera = false), 'No camera found on this device'],
    [
      'a camera that cannot be found',
      () => getUserMedia.mockRejectedValue(new DOMException('none', 'NotFoundError')),
      'No camera found on this device',
    ],
    [
      'a camera in use elsewhere',
      () => getUserMedia.mockRejectedValue(new DOMException('busy', 'NotReadableError')),
      'Failed to start camera. Please check permissions and try again.',
    ],
    [
      'a scanner that cannot start',
      () => (camera.state.startError = new Error('play() failed')),
      'Failed to start camera. Please check permissions and try again.',
    ],
  ])('says so for %s', async (_label, arrange, message) => {
    arrange();
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Start Scanning' }));
    const dialog = screen.getByRole('dialog', { name: 'Scan QR Code' });
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('gives up after 10 s without a code, and offers to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderScreen();
    const dialog = await startScanning();
    // The clock also runs on its own (shouldAdvanceTime), so the first step leaves a margin.
    await act(async () => vi.advanceTimersByTime(9_500));
    expect(within(dialog).queryByText(/No QR code found/)).toBeNull();
    await act(async () => vi.advanceTimersByTime(500));
    expect(
      within(dialog).getByText(
        'No QR code found in 10 seconds. Hold the code inside the frame, in good light, and try again.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('in demo mode, shows the demo notice and a scan opens the waitlist prompt', async () => {
    auth.mode = 'demo';
    renderScreen();
    expect(screen.getByText(/^Demo mode: scan any JobTrack QR code/)).toBeTruthy();
    await startScanning();
    await decode('{"type":"customer","id":"demo-customer-1"}');
    await waitFor(() => expect(screen.getByTestId('waitlist').textContent).toBe('open'));
    expect(
      screen.getByText(
        'QR code scanned successfully! In the full version, this opens the customer.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/app/scan');
    expect(source.getCustomer).not.toHaveBeenCalled();
  });

  it('is disabled for waitlisted testers, with the reason', () => {
    auth.mode = 'local';
    auth.isWaitlisted = true;
    renderScreen();
    const button = screen.getByRole('button', { name: 'Start Scanning' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'The scanner is not available in test mode. You can still generate and print QR codes from customer and job screens.',
    );
  });
});
