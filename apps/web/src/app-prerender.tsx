// Build time only (vite-plugins/landing-page.ts), decision 043: the sign-in page as a first-time
// English visitor in light theme sees it (login.html, login-demo.html), and the app shell of a
// demo visitor's dashboard (index.html). The browser shows them before any JavaScript runs; the
// app then renders its own page and takes their place (lib/prerender-takeover.ts), keeping what
// the visitor typed.
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { AppShellPrerender } from '#web/app/shell/app-shell.tsx';
import { RUNTIME_CONFIG_DEFAULTS, RuntimeConfigContext } from '#web/lib/runtime-config.ts';
import { LoginPage } from '#web/features/auth/index.ts';
import { AuthProvider } from '#web/lib/auth/auth-context.tsx';
import { i18nOptions } from '#web/lib/i18n.ts';
import { messages } from '#web/locales/en.ts';

function englishTexts() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions('en'),
    resources: { en: { translation: messages } },
  });
  return i18n;
}

export type PrerenderSettings = {
  demoMode: boolean;
  demoCredentials: { email: string; password: string } | null;
};

/** The sign-in page with these settings (the server's demo mode and demo credentials). */
export function renderLogin(settings: PrerenderSettings): string {
  const config = { ...RUNTIME_CONFIG_DEFAULTS, ...settings, publicUrl: '' };
  return renderToString(
    <I18nextProvider i18n={englishTexts()}>
      <RuntimeConfigContext.Provider value={config}>
        {/* No demo account made at build: the page only shows the settings. */}
        <AuthProvider settings={{ demoMode: false, demoCredentials: null }}>
          <MemoryRouter initialEntries={['/login']}>
            <LoginPage />
          </MemoryRouter>
        </AuthProvider>
      </RuntimeConfigContext.Provider>
    </I18nextProvider>,
  );
}

/** The app shell of a signed-in demo visitor's dashboard (`/app`). */
export function renderAppShell(): string {
  return renderToString(
    <I18nextProvider i18n={englishTexts()}>
      <MemoryRouter initialEntries={['/app']}>
        <AppShellPrerender pathname="/app" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
