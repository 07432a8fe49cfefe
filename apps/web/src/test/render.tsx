// Renders a component the way the app does (i18n with the real messages, router, runtime
// settings, auth, waitlist modal flag), so component tests read the real texts.
import './globals.ts';
import type { Language } from '@jobtrack/core';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { RuntimeConfigContext, type RuntimeConfig } from '#web/lib/runtime-config.ts';
import { AuthProvider } from '#web/lib/auth/auth-context.tsx';
import { i18nOptions } from '#web/lib/i18n.ts';
import { enAllMessages, esAllMessages } from '#web/locales/index.ts';
import { WaitlistModalProvider } from '#web/lib/waitlist-modal-context.tsx';

// Without vitest globals, Testing Library cannot register its own cleanup; every test file that
// renders through here unmounts and starts from empty storage after each test.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no showModal/close on <dialog>; these do what the UI relies on (the open attribute).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** An i18next instance with every text of the app, initialised synchronously. */
export function createTestI18n(language: Language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...i18nOptions(language),
    resources: { en: { translation: enAllMessages }, es: { translation: esAllMessages } },
  });
  return instance;
}

export const testRuntimeConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  demoMode: false,
  demoCredentials: null,
  version: '1.0.0',
  buildHash: 'abc1234',
  publicUrl: 'https://jobtrack.example',
  ...overrides,
});

/** The current path, shown so a test can see where a navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

export type RenderOptions = {
  config?: Partial<RuntimeConfig>;
  language?: Language;
  /** The starting path (default '/'). */
  route?: string;
  /** Whether the waitlist modal may open (the app computes it with canOfferWaitlist). */
  isWaitlistAllowed?: boolean;
  /** Rendered beside the component, inside every provider (e.g. a button that opens a modal). */
  extra?: ReactNode;
};

export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { i18n: I18n } {
  const config = testRuntimeConfig(options.config);
  const i18n = createTestI18n(options.language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RuntimeConfigContext.Provider value={config}>
        <AuthProvider settings={config}>
          <WaitlistModalProvider isAllowed={options.isWaitlistAllowed ?? config.demoMode}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              {options.extra}
              <LocationProbe />
            </MemoryRouter>
          </WaitlistModalProvider>
        </AuthProvider>
      </RuntimeConfigContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
