import path from 'node:path';
import type { Rollup } from 'vite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BootFiles } from '../src/boot/visit-plan.ts';
import { bootFiles, compileBoot, withoutAppScripts } from './boot-script.ts';

const chunk = (fileName: string, module: string | null, imports: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: module && `/repo/apps/web/src/${module}`,
    imports,
  }) as unknown as Rollup.OutputChunk;

// A bundle shaped like the build's: the first screens' chunks and the libraries they import.
const bundleChunks = [
  chunk('assets/en-1.js', 'locales/en.ts'),
  chunk('assets/es-1.js', 'locales/es.ts'),
  chunk('assets/vendor-1.js', null),
  chunk('assets/auth-1.js', 'features/auth/index.ts', ['assets/vendor-1.js']),
  chunk('assets/app-shell-1.js', 'app/shell/app-shell.tsx', ['assets/vendor-1.js']),
  chunk('assets/dashboard-route-1.js', 'app/routes/dashboard-route.tsx', ['assets/app-shell-1.js']),
  chunk('assets/demo-source-1.js', 'data/demo/demo-source.ts'),
  chunk('assets/local-source-1.js', 'data/local/local-source.ts'),
  chunk('assets/api-source-1.js', 'data/api/api-source.ts'),
];
const bundleOf = (chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output]));
const app = { entry: '/assets/index-1.js', preloads: ['/assets/vendor-1.js'] };

describe('the files boot.js is built with', () => {
  it("lists each first screen's chunk with its static imports, and each language's texts", () => {
    const files = bootFiles(bundleOf(bundleChunks), app);
    expect(files.texts).toEqual({ en: '/assets/en-1.js', es: '/assets/es-1.js' });
    expect(files.screens.dashboard).toEqual([
      '/assets/dashboard-route-1.js',
      '/assets/app-shell-1.js',
      '/assets/vendor-1.js',
    ]);
    expect(files.screens.api).toEqual(['/assets/api-source-1.js']);
    expect(files.app).toBe(app);
  });

  it('fails the build naming a first-visit entry the bundle does not have (a renamed file)', () => {
    const renamed = bundleChunks.map((output) =>
      output.fileName === 'assets/local-source-1.js'
        ? chunk('assets/waitlist-source-1.js', 'data/local/waitlist-source.ts')
        : output,
    );
    expect(() => bootFiles(bundleOf(renamed), app)).toThrow(
      "First-visit entry missing from the bundle's chunks: local (src/data/local/local-source.ts)",
    );
  });

  it("takes the app's entry and preloads out of index.html", () => {
    const index =
      '<head>\n  <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '  <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n</head>';
    expect(withoutAppScripts(index)).toEqual(['<head>\n</head>', app]);
  });
});

describe('/boot.js, compiled from src/boot/boot.ts', () => {
  const files: BootFiles = bootFiles(bundleOf(bundleChunks), app);
  let code = '';
  beforeAll(async () => {
    code = await compileBoot(path.resolve(import.meta.dirname, '..'), files, {
      target: 'es2022',
    });
  }, 60_000);

  beforeEach(() => {
    localStorage.clear();
    for (const name of document.documentElement.getAttributeNames()) {
      document.documentElement.removeAttribute(name);
    }
    document.head.replaceChildren();
    document.body.innerHTML =
      '<div id="prerender"><form><button type="submit">Sign In</button></form></div>' +
      '<div id="root"></div>';
  });

  /** This page at `pathname`, with `storage` stored, after boot.js has run (and its batches). */
  async function page(pathname: string, kind: string | null, storage: Record<string, string> = {}) {
    history.replaceState(null, '', pathname);
    if (kind) document.documentElement.setAttribute('data-app-prerender', kind);
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    // As the browser runs a classic script: in the page's global scope.
    new Function(code)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return {
      isStale: document.documentElement.hasAttribute('data-stale-prerender'),
      preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
      entry: document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
    };
  }

  it('is a classic script, and small: no React, texts or schemas', () => {
    expect(code).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(code).not.toMatch(/react|i18next|zod/i);
    expect(code.length).toBeLessThan(8 * 1024);
  });

  it("starts the demo account's dashboard with its first screen, on the prerender it fits", async () => {
    const visit = await page('/app/dashboard', 'shell', {
      jobtrack_user: JSON.stringify({ id: 'demo-user', email: 'demo@jobtrack.app' }),
      jobtrack_runtime_config: JSON.stringify({
        demoMode: true,
        demoCredentials: { email: 'demo@jobtrack.app', password: 'demo123' },
      }),
    });
    expect(visit.isStale).toBe(false);
    expect(visit.entry).toBe('/assets/index-1.js');
    expect(visit.preloads).toEqual([
      '/assets/vendor-1.js',
      '/assets/en-1.js',
      '/assets/app-shell-1.js',
      '/assets/dashboard-route-1.js',
      '/assets/demo-source-1.js',
    ]);
  });

  it('hides the prerender from a Spanish visitor and fetches the Spanish texts', async () => {
    const visit = await page('/login', 'login', { jobtrack_language: 'es' });
    expect(visit.isStale).toBe(true);
    expect(visit.preloads).toEqual(['/assets/vendor-1.js', '/assets/es-1.js', '/assets/auth-1.js']);
  });

  it('on the landing page only fetches the language, and starts no app', async () => {
    const visit = await page('/', null);
    expect(visit.isStale).toBe(false);
    expect(visit.entry).toBeNull();
    expect(visit.preloads).toEqual(['/assets/en-1.js']);
  });

  it('holds a sign-in pressed on the prerender until the app takes it over', async () => {
    await page('/login', 'login');
    const button = document.querySelector('button')!;
    const submit = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: button,
    });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(button.hasAttribute('data-held-click')).toBe(true);
  });
});
