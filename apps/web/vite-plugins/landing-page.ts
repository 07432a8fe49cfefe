import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

// The landing page's HTML, rendered at build time (decision 023): a first-time visitor sees the
// page before any JavaScript runs, and the landing entry hydrates it. Both pages get /boot.js, a
// tiny classic script (the CSP allows no inline script) that starts fetching the visitor's
// language at once and hides the prerendered page from visitors it does not fit (async, so it
// may come after the first paint: such a visitor may see the English page for a moment).

const LOCALES = ['en', 'es'] as const;
const ROOT = '<div id="root"></div>';

/** /boot.js: before the first paint, the language's texts and whether the prerender fits. */
const bootScript = (chunks: Record<string, string>) => `// Built by vite-plugins/landing-page.ts.
(function () {
  var chunks = ${JSON.stringify(chunks)};
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
  var preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.href = chunks[language];
  document.head.appendChild(preload);
  // The prerendered landing page is the English, light one with the default settings; once the
  // page's script has rendered, there is nothing left to hide.
  var rendered = document.documentElement.hasAttribute('data-landing-rendered');
  if (!rendered && (language !== 'en' || theme !== 'light' || settings)) {
    document.documentElement.setAttribute('data-stale-prerender', '');
  }
})();
`;

export function landingPage(): Plugin {
  let config: ResolvedConfig;
  const chunks: Record<string, string> = {};
  return {
    name: 'jobtrack:landing-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: (_html, context) => [
      // async: it must not hold the first paint (Lighthouse counted 320 ms when it did).
      { tag: 'script', attrs: { src: '/boot.js', async: true }, injectTo: 'head-prepend' },
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
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        for (const language of LOCALES) {
          if (output.facadeModuleId.endsWith(`/src/locales/${language}.ts`)) {
            chunks[language] = `/${output.fileName}`;
          }
        }
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        await writeFile(path.join(outDir, 'boot.js'), bootScript(chunks));
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
