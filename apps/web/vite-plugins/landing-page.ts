import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import type * as AppPrerender from '../src/app-prerender.tsx';
import { bootFiles, compileBoot, withoutAppScripts } from './boot-script.ts';

// The landing page's HTML, rendered at build time (decision 023): a first-time visitor sees the
// page before any JavaScript runs, and the landing entry hydrates it. Both pages get /boot.js, a
// tiny classic script (the CSP allows no inline script; src/boot, built by boot-script.ts) that
// starts fetching the visitor's language at once and hides the prerendered page from visitors it
// does not fit (async, so it may come after the first paint: such a visitor may see the English
// page for a moment).

const ROOT = '<div id="root"></div>';
/** In login-demo.html, what the server replaces with its demo credentials (apps/api web.ts). */
const DEMO_EMAIL = '__JOBTRACK_DEMO_EMAIL__';
const DEMO_PASSWORD = '__JOBTRACK_DEMO_PASSWORD__';
/**
 * The prerendered app page shows until the app takes it over; the app renders meanwhile in the
 * hidden root. A visitor it does not fit (boot.js's mark) sees the app's own render instead.
 */
const APP_PRERENDER_STYLE =
  '#prerender + #root { display: none; } ' +
  '[data-stale-prerender] #prerender { display: none; } ' +
  '[data-stale-prerender] #prerender + #root { display: block; }';

/** index.html with the prerendered sign-in page beside the app's (empty) root. */
function appPage(
  index: string,
  kind: 'login' | 'shell',
  body: string,
  settings?: AppPrerender.PrerenderSettings,
): string {
  if (!index.includes(ROOT)) throw new Error('index.html has no empty root to fill');
  // The settings the page was rendered with: the app renders with them too (runtime-config-load.ts).
  const json = settings
    ? `<script type="application/json" id="prerender-settings">${JSON.stringify(settings).replaceAll('<', '\\u003c')}</script>`
    : '';
  return index
    .replace('<html lang="en">', `<html lang="en" data-app-prerender="${kind}">`)
    .replace('</head>', `<style>${APP_PRERENDER_STYLE}</style></head>`)
    .replace(ROOT, `${json}<div id="prerender">${body}</div>${ROOT}`);
}

/**
 * The app's prerendered pages (decision 043): the sign-in page, as login.html for a server
 * without demo mode and login-demo.html with the demo box (its credentials filled in by the
 * server), and the demo dashboard's shell in index.html.
 */
async function prerenderAppPages(server: ViteDevServer, outDir: string, index: string) {
  const app = (await server.ssrLoadModule('/src/app-prerender.tsx')) as typeof AppPrerender;
  const variants: [string, AppPrerender.PrerenderSettings][] = [
    ['login.html', { demoMode: false, demoCredentials: null }],
    [
      'login-demo.html',
      { demoMode: true, demoCredentials: { email: DEMO_EMAIL, password: DEMO_PASSWORD } },
    ],
  ];
  for (const [name, settings] of variants) {
    await writeFile(
      path.join(outDir, name),
      appPage(index, 'login', app.renderLogin(settings), settings),
    );
  }
  // Every other app path: the demo account's dashboard shell (boot.js hides it elsewhere).
  await writeFile(path.join(outDir, 'index.html'), appPage(index, 'shell', app.renderAppShell()));
}

/**
 * APP_PRERENDER=off builds the app's pages without their prerender (as before decision 043), to
 * measure whether it still pays for itself: decision 053 says when it goes.
 */
const isAppPrerendered = () => process.env.APP_PRERENDER !== 'off';

export function landingPage(): Plugin {
  let config: ResolvedConfig;
  // Whether this build got as far as its bundle: a failed one still closes, and must not hide
  // its error behind the prerender's (closeBundle reads the pages it would have written).
  let isBundled = false;
  return {
    name: 'jobtrack:landing-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      isBundled = false;
    },
    transformIndexHtml: (_html, context) => [
      // On the landing page async: it must not hold the first paint (Lighthouse counted 320 ms
      // when it did). On the app's pages it decides, before the first paint, whether their
      // prerendered page is the visitor's (decision 043).
      {
        tag: 'script',
        attrs: { src: '/boot.js', async: context.path.endsWith('/landing.html') },
        injectTo: 'head-prepend',
      },
      // Only the landing page has a prerendered page to hide (the app's root starts empty).
      ...(context.path.endsWith('/landing.html')
        ? [
            {
              tag: 'style',
              children: '[data-stale-prerender] #root { visibility: hidden; }',
              injectTo: 'head' as const,
            },
          ]
        : []),
    ],
    generateBundle: {
      // After Vite has written the pages into the bundle (index.html is read here).
      order: 'post',
      async handler(_options, bundle) {
        // /boot.js starts the app's code (decision 043): emitted with the bundle, so the service
        // worker precaches it (offline, the app's pages cannot start without it).
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') {
          throw new Error('index.html is not in the bundle');
        }
        const [index, app] = withoutAppScripts(page.source);
        if (isAppPrerendered()) page.source = index;
        this.emitFile({
          type: 'asset',
          fileName: 'boot.js',
          source: await compileBoot(config.root, bootFiles(bundle, app), {
            define: config.define,
            target: config.build.target,
          }),
        });
        isBundled = true;
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!isBundled) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const indexFile = path.join(outDir, 'index.html');
        const index = await readFile(indexFile, 'utf8');
        // Renders the landing page with Vite's SSR loader (TypeScript, JSON, import.meta.glob).
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          define: config.define,
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          if (isAppPrerendered()) await prerenderAppPages(server, outDir, index);
          const module = (await server.ssrLoadModule('/src/landing-prerender.tsx')) as {
            renderLanding(): string;
          };
          const file = path.join(outDir, 'landing.html');
          const html = await readFile(file, 'utf8');
          if (!html.includes(ROOT)) throw new Error('landing.html has no empty root to fill');
          await writeFile(
            file,
            html.replace(ROOT, `<div id="root">${module.renderLanding()}</div>`),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
