import { renderWithProviders } from '#web/test/render.tsx';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog.tsx';

const URL_ = 'https://jobtrack.example/';
const MESSAGE =
  'Check out JobTrack, the simple app for managing customers, jobs and payments from your phone:';

const setClipboard = (clipboard: Partial<Clipboard> | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

const renderDialog = () =>
  renderWithProviders(<ShareDialog isOpen url={URL_} onClose={() => undefined} />);

describe('ShareDialog', () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

  beforeEach(() => {
    writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard({ writeText });
  });
  afterEach(() => {
    vi.useRealTimers();
    setClipboard(undefined);
    // Drops the stand-ins set below (jsdom has no execCommand of its own).
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the link and says Copied! for 2 s', async () => {
    vi.useFakeTimers();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await act(async () => undefined);

    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Message' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('copies the share message, the text followed by the link', async () => {
    renderDialog();
    expect((screen.getByLabelText('Share message') as HTMLTextAreaElement).value).toBe(
      `${MESSAGE} ${URL_}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Message' }));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith(`${MESSAGE} ${URL_}`);
  });

  it('falls back to a hidden textarea without the Clipboard API', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await act(async () => undefined);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('says so when nothing could copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not copy. Select the text and copy it yourself.',
    );
  });

  it('shows a QR code image of the link', async () => {
    renderDialog();
    const image = (await screen.findByRole('img', {
      name: 'QR code for the JobTrack link',
    })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    expect(image.width).toBe(200);
  });

  it('links to every share target with an accessible name', () => {
    renderDialog();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    const text = encodeURIComponent(`${MESSAGE} ${URL_}`);
    expect(href('Share by email')).toBe(
      `mailto:?subject=${encodeURIComponent('Try JobTrack')}&body=${text}`,
    );
    expect(href('Share by SMS')).toBe(`sms:?&body=${text}`);
    expect(href('Share on WhatsApp (opens in a new tab)')).toBe(`https://wa.me/?text=${text}`);
    expect(href('Share on Twitter (opens in a new tab)')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(MESSAGE)}&url=${encodeURIComponent(URL_)}`,
    );
    expect(href('Share on Facebook (opens in a new tab)')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    );
    expect(href('Share on LinkedIn (opens in a new tab)')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_)}`,
    );
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<ShareDialog isOpen={false} url={URL_} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
