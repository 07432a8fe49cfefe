// Build time only (vite-plugins/landing-page.ts): the landing page as a first-time visitor sees
// it — English, light theme, the default settings — for landing.html, which the browser then
// hydrates (landing-main.tsx).
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LandingApp } from '#web/app/landing-app.tsx';
import { initialRuntimeConfig } from '#web/lib/runtime-config.ts';
import { i18nOptions } from '#web/lib/i18n.ts';
import { messages } from '#web/locales/en.ts';

export function renderLanding(): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions('en'),
    resources: { en: { translation: messages } },
  });
  // The theme's reading of the system preference, as a light-theme browser answers it.
  const globals = globalThis as { window?: unknown };
  const hadWindow = 'window' in globals;
  globals.window ??= { matchMedia: () => ({ matches: false }) };
  try {
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <LandingApp initialConfig={initialRuntimeConfig()} />
      </I18nextProvider>,
    );
  } finally {
    if (!hadWindow) delete globals.window;
  }
}
