import { describe, expect, it } from 'vitest';
import { planVisit, type BootFiles, type Visit } from './visit-plan.ts';

const files: BootFiles = {
  texts: { en: '/assets/en.js', es: '/assets/es.js' },
  screens: {
    login: ['/assets/auth.js', '/assets/react.js'],
    shell: ['/assets/app-shell.js', '/assets/react.js'],
    dashboard: ['/assets/dashboard-route.js'],
    demo: ['/assets/demo-source.js'],
    local: ['/assets/local-source.js'],
    api: ['/assets/api-source.js', '/assets/dexie.js'],
  },
  app: { entry: '/assets/index.js', preloads: ['/assets/react.js'] },
};

const demoSettings = JSON.stringify({
  demoMode: true,
  demoCredentials: { email: 'Demo@JobTrack.app', password: 'demo123' },
});
const user = (fields: Record<string, unknown>) =>
  JSON.stringify({ id: 'u', name: 'U', createdAt: '', ...fields });

function visit(overrides: Partial<Omit<Visit, 'stored'>> & { stored?: Partial<Visit['stored']> }) {
  const { stored, ...rest } = overrides;
  return planVisit(
    {
      path: '/',
      prerender: null,
      browserLanguage: 'en-US',
      systemTheme: () => 'light',
      ...rest,
      stored: {
        language: null,
        theme: null,
        user: null,
        runtimeConfig: null,
        waitlistEmails: null,
        ...stored,
      },
    },
    files,
  );
}

describe('what boot.js preloads (decision 037)', () => {
  it("fetches the stored language's texts, else the browser's Spanish, else English", () => {
    expect(visit({ stored: { language: 'es' } }).loads).toEqual(['/assets/es.js']);
    expect(visit({ browserLanguage: 'es-MX' }).loads).toEqual(['/assets/es.js']);
    expect(visit({ stored: { language: 'en' }, browserLanguage: 'es' }).loads).toEqual([
      '/assets/en.js',
    ]);
    expect(visit({ stored: { language: 'fr' }, browserLanguage: 'fr-FR' }).loads).toEqual([
      '/assets/en.js',
    ]);
  });

  it("adds the sign-in page's code on /login", () => {
    expect(visit({ path: '/login/' }).loads).toEqual(['/assets/en.js', ...files.screens.login]);
  });

  it("adds the frame, the dashboard and the stored user's data mode on the dashboard", () => {
    const demo = visit({
      path: '/app/dashboard',
      stored: { user: user({ email: 'demo@jobtrack.APP' }), runtimeConfig: demoSettings },
    });
    expect(demo.loads).toEqual([
      '/assets/en.js',
      ...files.screens.shell,
      ...files.screens.dashboard,
      ...files.screens.demo,
    ]);
    const waitlisted = visit({
      path: '/app',
      stored: { user: user({ email: 'demo@jobtrack.app', isWaitlisted: true }) },
    });
    expect(waitlisted.loads.at(-1)).toBe('/assets/local-source.js');
    // Demo mode off, or no settings stored: the server's account.
    const offline = visit({
      path: '/dashboard',
      stored: { user: user({ email: 'demo@jobtrack.app' }) },
    });
    expect(offline.loads.slice(-2)).toEqual(files.screens.api);
  });

  it('adds no first screen for a visitor not signed in, or on another path', () => {
    expect(visit({ path: '/app' }).loads).toEqual(['/assets/en.js']);
    expect(
      visit({ path: '/app/customers', stored: { user: user({ email: 'a@b.c' }) } }).loads,
    ).toEqual(['/assets/en.js']);
    expect(visit({ path: '/app', stored: { user: '{not json' } }).loads).toEqual(['/assets/en.js']);
  });
});

describe('whether the prerender fits the visitor (decisions 023, 043)', () => {
  it('fits the landing page to a first-time English visitor in light theme only', () => {
    expect(visit({}).fits).toBe(true);
    expect(visit({ stored: { runtimeConfig: demoSettings } }).fits).toBe(false);
    expect(visit({ browserLanguage: 'es-ES' }).fits).toBe(false);
    expect(visit({ systemTheme: () => 'dark' }).fits).toBe(false);
    expect(visit({ stored: { theme: 'light' }, systemTheme: () => 'dark' }).fits).toBe(true);
  });

  it('fits the sign-in page to a visitor not signed in', () => {
    expect(visit({ path: '/login', prerender: 'login' }).fits).toBe(true);
    expect(
      visit({ path: '/login', prerender: 'login', stored: { user: user({ email: 'a@b.c' }) } })
        .fits,
    ).toBe(false);
    expect(visit({ path: '/login', prerender: 'login', stored: { theme: 'dark' } }).fits).toBe(
      false,
    );
  });

  it("fits the shell to the demo account's dashboard, unless it has joined the waitlist", () => {
    const demo = { user: user({ email: 'demo@jobtrack.app' }), runtimeConfig: demoSettings };
    expect(visit({ path: '/app', prerender: 'shell', stored: demo }).fits).toBe(true);
    expect(
      visit({
        path: '/app',
        prerender: 'shell',
        stored: { ...demo, waitlistEmails: '["a@b.c"]' },
      }).fits,
    ).toBe(false);
    // Another path of index.html, or another account: the app's own render.
    expect(visit({ path: '/app/jobs', prerender: 'shell', stored: demo }).fits).toBe(false);
    expect(
      visit({
        path: '/app',
        prerender: 'shell',
        stored: { ...demo, user: user({ email: 'x@y.z' }) },
      }).fits,
    ).toBe(false);
  });
});
