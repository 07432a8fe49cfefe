import { describe, expect, it } from 'vitest';
import {
  CACHE_LIFETIME_MS,
  CLEAR_ALL_DELAY_MS,
  COPY_CONFIRMATION_MS,
  CUSTOMERS_PAGE_SIZE,
  EXPORT_IMPORT_MESSAGE_MS,
  JOBS_PAGE_SIZE,
  PAYMENTS_PAGE_SIZE,
  PROFILE_SAVE_DELAY_MS,
  PROFILE_SUCCESS_MESSAGE_MS,
  QR_DEMO_AUTO_ADVANCE_MS,
  QR_DEMO_REDIRECT_MS,
  QR_DEMO_SCANNED_LABEL_MS,
  QR_DEMO_SCANNER_MS,
  QR_DEMO_SLIDE_OUT_MS,
  QR_DEMO_TRANSITION_DELAY_MS,
  QR_IMAGE,
  SCAN_REGION_FRACTION,
  SCANNER_DECODE_TIMEOUT_MS,
  SCANNER_MAX_SCANS_PER_SECOND,
  SIMULATED_AUTH_DELAY_MS,
  SUCCESS_BANNER_MS,
  WAITLIST_MODAL_AUTO_CLOSE_MS,
} from './ui.ts';

describe('spec §9 timings and page sizes', () => {
  it('has the delays and message durations', () => {
    expect(SIMULATED_AUTH_DELAY_MS).toBe(1000);
    expect(CACHE_LIFETIME_MS).toBe(30_000);
    expect(WAITLIST_MODAL_AUTO_CLOSE_MS).toBe(2500);
    expect(SUCCESS_BANNER_MS).toBe(5000);
    expect(EXPORT_IMPORT_MESSAGE_MS).toBe(3000);
    expect(PROFILE_SAVE_DELAY_MS).toBe(1000);
    expect(PROFILE_SUCCESS_MESSAGE_MS).toBe(3000);
    expect(CLEAR_ALL_DELAY_MS).toBe(1000);
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it('has the page sizes', () => {
    expect(CUSTOMERS_PAGE_SIZE).toBe(12);
    expect(JOBS_PAGE_SIZE).toBe(10);
    expect(PAYMENTS_PAGE_SIZE).toBe(10);
  });

  it('has the scanner settings', () => {
    expect(SCANNER_MAX_SCANS_PER_SECOND).toBe(5);
    expect(SCANNER_DECODE_TIMEOUT_MS).toBe(10_000);
    expect(SCAN_REGION_FRACTION).toBeCloseTo(2 / 3, 10);
  });

  it('has the QR demo timings', () => {
    expect(QR_DEMO_AUTO_ADVANCE_MS).toBe(3000);
    expect(QR_DEMO_SLIDE_OUT_MS).toBe(300);
    expect(QR_DEMO_TRANSITION_DELAY_MS).toBe(50);
    expect(QR_DEMO_SCANNER_MS).toBe(2000);
    expect(QR_DEMO_SCANNED_LABEL_MS).toBe(1500);
    expect(QR_DEMO_REDIRECT_MS).toBe(1500);
  });

  it('has the QR image settings of §3', () => {
    expect(QR_IMAGE.width).toBe(200);
    expect(QR_IMAGE.margin).toBe(2);
  });
});
