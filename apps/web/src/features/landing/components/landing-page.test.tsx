import { renderWithProviders } from '#web/test/render.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enMessages, esMessages } from '#web/locales/index.ts';
import { LandingPage } from './landing-page.tsx';

const form = <p>waitlist form slot</p>;

describe('LandingPage', () => {
  it('in demo mode: DEMO badge, Try Demo to /login, a final call to action without the form', () => {
    renderWithProviders(<LandingPage waitlistForm={form} />, { config: { demoMode: true } });
    expect(screen.getByText('DEMO')).toBeTruthy();
    const hero = screen.getByRole('region', { name: 'Run your service business from your phone' });
    expect(within(hero).getByRole('link', { name: 'Try Demo' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
    expect(screen.queryByText('waitlist form slot')).toBeNull();
    const finalCta = screen.getByRole('region', { name: 'Ready to get organized?' });
    expect(within(finalCta).getByRole('link', { name: 'Try Demo' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it.each([
    [true, 'en'],
    [false, 'en'],
    [true, 'es'],
    [false, 'es'],
  ] as const)('keeps the spec §1 order of the parts (demo mode %s, %s)', (demoMode, language) => {
    renderWithProviders(<LandingPage waitlistForm={form} />, { config: { demoMode }, language });
    const messages = language === 'es' ? esMessages : enMessages;
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect([screen.getByRole('heading', { level: 1 }).textContent, ...headings]).toEqual(
      [
        'landing.heroTitle',
        'landing.featuresTitle',
        'landing.qrStepsTitle',
        'landing.benefitsTitle',
        'landing.testimonialsTitle',
        'landing.qrDemoTitle',
        'landing.finalCtaTitle',
      ].map((key) => messages[key]),
    );
  });

  it('otherwise: no badge, Get Started to /app, and the waitlist form in the final call to action', () => {
    renderWithProviders(<LandingPage waitlistForm={form} />, { config: { demoMode: false } });
    expect(screen.queryByText('DEMO')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/app');
    const finalCta = screen.getByRole('region', { name: 'Ready to get organized?' });
    expect(within(finalCta).getByText('waitlist form slot')).toBeTruthy();
  });

  it('has a Sign In link, the top-bar extras, and one h1', () => {
    renderWithProviders(<LandingPage topBarExtras={<button type="button">EN/ES</button>} />);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'EN/ES' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the four features, the three QR steps, the benefits and three testimonials', () => {
    renderWithProviders(<LandingPage />);
    for (const name of [
      'Customer Management',
      'Job Scheduling',
      'QR Integration',
      'Payment Tracking',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    for (const name of ['Generate', 'Place on-site', 'Scan and work']) {
      expect(screen.getAllByRole('heading', { level: 3, name }).length).toBeGreaterThan(0);
    }
    for (const name of ['Mobile-first', 'Simple', 'Works offline']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    const testimonials = screen.getByRole('region', { name: 'What owners say' });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/no monthly fees/i)).toBeNull();
  });

  it("'Learn More' takes the focus to the features", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Everything you need to run your jobs' }),
    );
  });

  it('shows the version and build hash in the footer', () => {
    renderWithProviders(<LandingPage />, { config: { version: '1.0.0', buildHash: 'f00ba12' } });
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Version 1.0.0');
    expect(footer.textContent).toContain('Build f00ba12');
  });

  it('reads in Spanish', () => {
    renderWithProviders(<LandingPage />, { language: 'es', config: { demoMode: true } });
    expect(screen.getAllByRole('link', { name: 'Probar la demo' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Más información' })).toBeTruthy();
  });
});
