import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { QrDemoScreen } from './qr-demo-screen.tsx';

const TITLES = [
  'Revolutionary QR Code Integration',
  'Step 1: Generate QR Codes',
  'Step 2: Print & Place QR Codes',
  'Step 3: Scan On-Site',
  'Step 4: Instant Access',
  'Ready to Try It Yourself?',
];

afterEach(() => {
  vi.useRealTimers();
});

const renderDemo = () => renderWithProviders(<QrDemoScreen />, { route: '/app/qr-demo' });
const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const previous = () => screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Moves one slide on and lets the change finish (300 ms out plus 50 ms). */
const nextSlide = () => {
  fireEvent.click(next());
  advance(350);
};

describe('QrDemoScreen', () => {
  it('shows the six slides of the spec in order, with the arrows disabled at the ends', () => {
    vi.useFakeTimers();
    renderDemo();
    expect(title()).toBe(TITLES[0]);
    expect(previous().disabled).toBe(true);
    for (const expected of TITLES.slice(1)) {
      nextSlide();
      expect(title()).toBe(expected);
    }
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(false);
  });

  it('takes 300 ms of slide-out plus 50 ms, with the arrows disabled meanwhile', () => {
    vi.useFakeTimers();
    renderDemo();
    nextSlide();
    fireEvent.click(next());
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(true);
    advance(299);
    expect(title()).toBe(TITLES[1]);
    fireEvent.click(screen.getByRole('button', { name: `Go to slide 6: ${TITLES[5]}` }));
    advance(1);
    expect(title()).toBe(TITLES[2]);
    expect(next().disabled).toBe(true);
    advance(49);
    expect(next().disabled).toBe(true);
    advance(1);
    expect(next().disabled).toBe(false);
    expect(previous().disabled).toBe(false);
  });

  it('marks the current dot, and a dot jumps to its slide', () => {
    vi.useFakeTimers();
    renderDemo();
    const dots = () => screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots()).toHaveLength(6);
    expect(dots()[0]!.getAttribute('aria-current')).toBe('step');
    fireEvent.click(dots()[4]!);
    advance(350);
    expect(title()).toBe(TITLES[4]);
    expect(dots()[4]!.getAttribute('aria-current')).toBe('step');
    expect(dots()[0]!.getAttribute('aria-current')).toBeNull();
    fireEvent.click(previous());
    advance(350);
    expect(title()).toBe(TITLES[3]);
  });

  it('moves on from the first slide by itself once, after 3 s', () => {
    vi.useFakeTimers();
    renderDemo();
    advance(2_999);
    expect(title()).toBe(TITLES[0]);
    advance(1 + 350);
    expect(title()).toBe(TITLES[1]);
    advance(10_000);
    expect(title()).toBe(TITLES[1]);
  });

  it('does not move on by itself once the visitor has moved', () => {
    vi.useFakeTimers();
    renderDemo();
    nextSlide();
    fireEvent.click(previous());
    advance(350);
    advance(5_000);
    expect(title()).toBe(TITLES[0]);
  });

  it('runs the pretend scan: 2 s scanner, 1.5 s scanned, then the sample card', () => {
    vi.useFakeTimers();
    renderDemo();
    for (let step = 0; step < 3; step += 1) nextSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Try Scanning Demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Scanning Demo' });
    expect(within(dialog).getByText('Position QR code within the frame')).toBeTruthy();
    advance(1_999);
    expect(within(dialog).getByText('Position QR code within the frame')).toBeTruthy();
    advance(1);
    expect(within(dialog).getByText('QR code scanned successfully!')).toBeTruthy();
    advance(1_499);
    expect(within(dialog).queryByRole('heading', { name: 'John Smith' })).toBeNull();
    advance(1);
    expect(within(dialog).getByRole('heading', { name: 'John Smith' })).toBeTruthy();
    for (const label of ['Phone', 'Service address', 'Next service', 'Payment status']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    expect(within(dialog).getByText('(555) 123-4567')).toBeTruthy();
    expect(within(dialog).getByText('Paid')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call Customer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/app/qr-demo');
  });

  it("fades out on 'Try QR Scanner Now' and opens the scanner 1.5 s later", () => {
    vi.useFakeTimers();
    renderDemo();
    for (let step = 0; step < 5; step += 1) nextSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Try QR Scanner Now' }));
    expect(previous().disabled).toBe(true);
    advance(1_499);
    expect(screen.getByTestId('location').textContent).toBe('/app/qr-demo');
    advance(1);
    expect(screen.getByTestId('location').textContent).toBe('/app/scan');
  });

  it('opens the sample customer’s QR code, and links back to /app', async () => {
    vi.useFakeTimers();
    renderDemo();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/app',
    );
    nextSlide();
    // The QR encoder loads for real on first use, which takes a while on a busy machine.
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Sample QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'John Smith' }, { timeout: 10_000 });
    expect(within(dialog).getByText('(555) 123-4567 · Lawn Care')).toBeTruthy();
    expect(
      await within(dialog).findByRole(
        'img',
        { name: 'QR code for John Smith' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
