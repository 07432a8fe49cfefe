import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type * as AppPrerender from '../src/app-prerender.tsx';

// The landing page's HTML, rendered at build time (decision 023): a first-time visitor sees the
// page before any JavaScript runs, and the landing entry hydrates it. Both pages get /boot.js, a
// tiny classic script (the CSP allows no inline script) that starts fetching the visitor's
// language at once and hides the prerendered page from visitors it does not fit (async, so it
// may come after the first paint: such a visitor may see the English page for a moment).

const LOCALES = ['en', 'es'] as const;

/**
 * What the app's first screen loads after its entry (decision 037): boot.js preloads it beside
 * the entry, instead of after React has rendered the router.
 */
const FIRST_SCREENS = {
  shell: '/src/app/shell/app-shell.tsx',
  dashboard: '/src/app/routes/dashboard-route.tsx',
  login: '/src/features/auth/index.ts',
  demo: '/src/data/demo/demo-source.ts',
  local: '/src/data/local/local-source.ts',
  api: '/src/data/api/api-source.ts',
} as const;
type Screens = Partial<Record<keyof typeof FIRST_SCREENS, string[]>>;
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

/** The app page's entry and the chunks it imports, started by boot.js instead of the HTML. */
type AppEntry = { entry: string; preloads: string[] };
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html without its module script and preloads, and what they were. */
function withoutAppScripts(index: string): [string, AppEntry] {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no module script to start from boot.js');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return [index.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), { entry, preloads }];
}

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

/** /boot.js: before the first paint, the language's texts and whether the prerender fits. */
const bootScript = (
  chunks: Record<string, string>,
  screens: Screens,
  app: AppEntry,
) => `// Built by vite-plugins/landing-page.ts.
(function () {
  var chunks = ${JSON.stringify(chunks)};
  var screens = ${JSON.stringify(screens)};
  var app = ${JSON.stringify(app)};
  var loads = [];
  var language = '', theme = '', settings = null;
  try {
    language = localStorage.getItem('jobtrack_language') || '';
    theme = localStorage.getItem('jobtrack_theme') || '';
    settings = localStorage.getItem('jobtrack_runtime_config');
  } catch (error) {}
  if (language !== 'en' && language !== 'es') {
    language = (navigator.language || '').toLowerCase().indexOf('es') === 0 ? 'es' : 'en';
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  loads.push(chunks[language]);
  // The app's first screen: its route's code and, signed in, the data mode's adapter.
  var path = location.pathname;
  while (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.slice(0, -1);
  var first = [];
  var mode = '';
  if (path === '/login') first = ['login'];
  if (path === '/app' || path === '/app/dashboard' || path === '/dashboard') {
    var user = null, config = null;
    try {
      user = JSON.parse(localStorage.getItem('jobtrack_user') || 'null');
      config = JSON.parse(settings || 'null');
    } catch (error) {}
    if (user) {
      var demoEmail = config && config.demoMode && config.demoCredentials
        ? String(config.demoCredentials.email).toLowerCase() : '';
      mode = user.isWaitlisted ? 'local'
        : demoEmail && String(user.email).toLowerCase() === demoEmail ? 'demo' : 'api';
      first = ['shell', 'dashboard', mode];
    }
  }
  first.forEach(function (name) {
    loads = loads.concat(screens[name] || []);
  });
  // The prerendered landing page is the English, light one with the default settings; once the
  // page's script has rendered, there is nothing left to hide. The app's prerendered pages
  // (decision 043) are English and light too: the sign-in page of a visitor not signed in (the
  // server gave it its settings), and the shell of the demo account's dashboard.
  var html = document.documentElement;
  var kind = html.getAttribute('data-app-prerender');
  var rendered = html.hasAttribute('data-landing-rendered');
  var signedIn = false, joined = false;
  try {
    signedIn = !!localStorage.getItem('jobtrack_user');
    // The shell keeps the banner's "Join waitlist" place: not for someone who has joined.
    joined = (JSON.parse(localStorage.getItem('jobtrack_waitlist_emails') || '[]') || []).length > 0;
  } catch (error) {}
  var fits = language === 'en' && theme === 'light' && (
    kind === 'login' ? !signedIn : kind === 'shell' ? mode === 'demo' && !joined : !settings);
  if (!rendered && !fits) html.setAttribute('data-stale-prerender', '');
  // A button pressed on the prerendered sign-in page before the app runs is held (no form is sent
  // by the browser) and pressed again once the app has taken the page over.
  function hold(event) {
    var prerender = document.getElementById('prerender');
    var target = event.target;
    if (!prerender || !(target instanceof Element) || !prerender.contains(target)) return;
    var button = event.type === 'submit'
      ? event.submitter || target.querySelector('button[type="submit"]')
      : target.closest('button');
    if (!button) return;
    event.preventDefault();
    var previous = prerender.querySelector('[data-held-click]');
    if (previous) previous.removeAttribute('data-held-click');
    button.setAttribute('data-held-click', '');
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // A few at a time, each batch in one insertion: all at once, one by one, the links took
  // 200 ms of a phone's main thread in one task (Total Blocking Time).
  function preloadAll(hrefs) {
    var seen = {};
    var queue = hrefs.filter(function (href) {
      var isNew = !!href && !seen[href];
      seen[href] = true;
      return isNew;
    });
    (function next() {
      var links = document.createDocumentFragment();
      queue.splice(0, 6).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        links.appendChild(link);
      });
      document.head.appendChild(links);
      if (queue.length) setTimeout(next, 0);
    })();
  }
  // The landing page starts its own code; boot.js only fetches its language early.
  if (!kind) return preloadAll(loads);
  // The app's code starts once a prerendered page the visitor sees has been painted (so its
  // download does not hold the first paint), else as soon as the page is parsed.
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.entry;
    document.head.appendChild(script);
    preloadAll(app.preloads.concat(loads));
  }
  if (fits) {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  } else if (document.readyState !== 'loading') start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
`;

export function landingPage(): Plugin {
  let config: ResolvedConfig;
  const chunks: Record<string, string> = {};
  const screens: Screens = {};
  return {
    name: 'jobtrack:landing-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
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
      handler(_options, bundle) {
        // A chunk and every chunk it imports statically, as the browser would load them.
        const withImports = (fileName: string, files: string[] = []): string[] => {
          const output = bundle[fileName];
          if (files.includes(`/${fileName}`) || output?.type !== 'chunk') return files;
          files.push(`/${fileName}`);
          for (const imported of output.imports) withImports(imported, files);
          return files;
        };
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          for (const [name, source] of Object.entries(FIRST_SCREENS)) {
            if (output.facadeModuleId.endsWith(source)) {
              screens[name as keyof typeof FIRST_SCREENS] = withImports(output.fileName);
            }
          }
        }
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.facadeModuleId) continue;
          for (const language of LOCALES) {
            if (output.facadeModuleId.endsWith(`/src/locales/${language}.ts`)) {
              chunks[language] = `/${output.fileName}`;
            }
          }
        }
        // /boot.js starts the app's code (decision 043): emitted with the bundle, so the service
        // worker precaches it (offline, the app's pages cannot start without it).
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') {
          throw new Error('index.html is not in the bundle');
        }
        const [index, app] = withoutAppScripts(page.source);
        page.source = index;
        this.emitFile({
          type: 'asset',
          fileName: 'boot.js',
          source: bootScript(chunks, screens, app),
        });
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
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
          // The sign-in page (decision 043): login.html for a server without demo mode,
          // login-demo.html with the demo box, its credentials filled in by the server.
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
          await writeFile(indexFile, appPage(index, 'shell', app.renderAppShell()));
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
