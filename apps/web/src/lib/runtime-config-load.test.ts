import { afterEach, describe, expect, it } from 'vitest';
import { initialRuntimeConfig, RUNTIME_CONFIG_DEFAULTS } from './runtime-config-load.ts';

// Decision 043: a prerendered page (login-demo.html) carries the server's settings it was made
// with; the app's first render uses them, so it renders the same page.

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const pageSettings = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="prerender-settings">${json}</script>`;
};

describe('initialRuntimeConfig', () => {
  it('is the defaults on a page without settings and nothing stored', () => {
    expect(initialRuntimeConfig()).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('takes the page’s settings over the stored ones', () => {
    localStorage.setItem(
      'jobtrack_runtime_config',
      JSON.stringify({ ...RUNTIME_CONFIG_DEFAULTS, demoMode: false, version: '2.0.0' }),
    );
    pageSettings(
      '{"demoMode":true,"demoCredentials":{"email":"demo@jobtrack.app","password":"demo123"}}',
    );
    expect(initialRuntimeConfig()).toEqual({
      ...RUNTIME_CONFIG_DEFAULTS,
      version: '2.0.0',
      demoMode: true,
      demoCredentials: { email: 'demo@jobtrack.app', password: 'demo123' },
    });
  });

  it('ignores settings it cannot read', () => {
    pageSettings('{not json');
    expect(initialRuntimeConfig()).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });
});
