import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { ContactActions } from './contact-actions.tsx';

const maria = { name: 'Maria Garcia', phone: '(555) 987-6543', address: '456 Elm St, Austin, TX' };

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('ContactActions', () => {
  it('calls, texts and navigates to the customer, named for a screen reader', () => {
    renderWithProviders(<ContactActions customer={maria} platform="android" />);
    expect(hrefOf('Call Maria Garcia')).toBe('tel:5559876543');
    expect(hrefOf('Text Maria Garcia')).toBe('sms:5559876543');
    expect(hrefOf('Navigate to Maria Garcia')).toBe('geo:0,0?q=456%20Elm%20St%2C%20Austin%2C%20TX');
    expect(screen.getByRole('link', { name: 'Call Maria Garcia' }).textContent).toBe('Call');
  });

  it('opens Apple Maps on iOS and a web map elsewhere, in a new tab', () => {
    const { unmount } = renderWithProviders(<ContactActions customer={maria} platform="ios" />);
    expect(hrefOf('Navigate to Maria Garcia')).toBe(
      'https://maps.apple.com/?q=456%20Elm%20St%2C%20Austin%2C%20TX',
    );
    unmount();
    renderWithProviders(<ContactActions customer={maria} platform="other" />);
    const link = screen.getByRole('link', { name: 'Navigate to Maria Garcia' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=456%20Elm%20St%2C%20Austin%2C%20TX',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Call Maria Garcia' }).hasAttribute('target')).toBe(
      false,
    );
  });

  it('speaks Spanish', () => {
    renderWithProviders(<ContactActions customer={maria} platform="android" />, {
      language: 'es',
    });
    expect(screen.getByRole('link', { name: 'Llamar a Maria Garcia' }).textContent).toBe('Llamar');
    expect(screen.getByRole('link', { name: 'Enviar mensaje a Maria Garcia' }).textContent).toBe(
      'Mensaje',
    );
    expect(screen.getByRole('link', { name: 'Cómo llegar a Maria Garcia' }).textContent).toBe(
      'Cómo llegar',
    );
  });

  it('leaves out what the customer lacks', () => {
    const { unmount } = renderWithProviders(
      <ContactActions customer={{ ...maria, phone: '' }} platform="other" />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Navigate to Maria Garcia',
    ]);
    unmount();
    renderWithProviders(<ContactActions customer={{ ...maria, address: '  ' }} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Call Maria Garcia',
      'Text Maria Garcia',
    ]);
  });

  it('renders nothing without a phone or an address', () => {
    const { container } = renderWithProviders(
      <div data-testid="host">
        <ContactActions customer={{ name: 'Nobody', phone: null, address: null }} />
      </div>,
    );
    expect(within(screen.getByTestId('host')).queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('[data-testid="host"]')?.childElementCount).toBe(0);
  });

  it('shows only the actions asked for', () => {
    renderWithProviders(
      <ContactActions customer={maria} actions={['call', 'navigate']} platform="ios" />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Call',
      'Navigate',
    ]);
  });

  it('gives each link a thumb-sized target (44 px, min-h-11 min-w-11)', () => {
    renderWithProviders(<ContactActions customer={maria} />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.className).toMatch(/\bmin-h-11\b/);
      expect(link.className).toMatch(/\bmin-w-11\b/);
    }
  });

  it('adds On my way with the prefilled text when given one and the customer has a phone', () => {
    const message = "Hi Maria, this is Rivera Lawn — I'm on my way, see you in about 15 minutes.";
    const { unmount } = renderWithProviders(
      <ContactActions customer={maria} onMyWayMessage={message} platform="android" />,
    );
    const link = screen.getByRole('link', { name: 'On my way: text Maria Garcia' });
    expect(link.textContent).toBe('On my way');
    expect(link.getAttribute('href')).toBe(`sms:5559876543?body=${encodeURIComponent(message)}`);
    unmount();
    renderWithProviders(
      <ContactActions
        customer={{ ...maria, phone: '' }}
        onMyWayMessage={message}
        platform="android"
      />,
    );
    expect(screen.queryByRole('link', { name: /On my way/ })).toBeNull();
  });
});
