import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { QrDemoSection } from './qr-demo-section.tsx';

const stepButton = (name: RegExp) => screen.getByRole('button', { name });
const isPressed = (name: RegExp) => stepButton(name).getAttribute('aria-pressed') === 'true';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('QrDemoSection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the highlight to the second step once, after 3 s, and not again', () => {
    renderWithProviders(<QrDemoSection />);
    expect(isPressed(/Step 1 Generate/)).toBe(true);

    advance(2999);
    expect(isPressed(/Step 1 Generate/)).toBe(true);

    advance(1);
    expect(isPressed(/Step 2 Place on-site/)).toBe(true);
    expect(isPressed(/Step 1 Generate/)).toBe(false);

    advance(30_000);
    expect(isPressed(/Step 2 Place on-site/)).toBe(true);
    expect(isPressed(/Step 3 Scan and work/)).toBe(false);
  });

  it('selects a clicked step and ignores other clicks for 300 ms', () => {
    renderWithProviders(<QrDemoSection />);
    fireEvent.click(stepButton(/Step 3 Scan and work/));
    expect(isPressed(/Step 3 Scan and work/)).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Scan and work' })).toBeTruthy();

    advance(299);
    fireEvent.click(stepButton(/Step 1 Generate/));
    expect(isPressed(/Step 3 Scan and work/)).toBe(true);

    advance(1);
    fireEvent.click(stepButton(/Step 1 Generate/));
    expect(isPressed(/Step 1 Generate/)).toBe(true);
  });

  it('does not auto-advance after the visitor has chosen a step', () => {
    renderWithProviders(<QrDemoSection />);
    fireEvent.click(stepButton(/Step 3 Scan and work/));
    advance(5000);
    expect(isPressed(/Step 3 Scan and work/)).toBe(true);
  });

  it('plays the scanner for 2 s, the scanned label for 1.5 s, then the sample customer', () => {
    renderWithProviders(<QrDemoSection />);
    const scan = screen.getByRole('button', { name: 'Scan Sample QR Code' });
    fireEvent.click(scan);
    expect(screen.getByRole('status').textContent).toBe('Scanning...');
    expect((scan as HTMLButtonElement).disabled).toBe(true);

    advance(1999);
    expect(screen.getByRole('status').textContent).toBe('Scanning...');
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('QR code scanned!');
    expect(screen.queryByText('Sarah Johnson')).toBeNull();

    advance(1499);
    expect(screen.queryByText('Sarah Johnson')).toBeNull();
    advance(1);
    expect(screen.getByRole('heading', { name: 'Sarah Johnson' })).toBeTruthy();
    expect(screen.getByText('Customer found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Scan Again' }));
    expect(screen.getByRole('status').textContent).toBe('Scanning...');
    expect(screen.queryByText('Sarah Johnson')).toBeNull();
  });
});
