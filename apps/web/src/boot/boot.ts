// /boot.js, every page's first script (decisions 023, 037, 043, 053): a classic script, since the
// CSP allows no inline one. Before the first paint it marks a prerender this visitor would not
// see, holds presses on the prerender until the app takes it over, preloads the visitor's
// language and first screen, and on the app's pages starts the app's code. The build
// (vite-plugins/boot-script.ts) compiles it on its own, with its file names in __BOOT_FILES__.
import { VISITOR_KEYS, systemTheme } from '#web/config/visitor.ts';
import { planVisit, type BootFiles } from './visit-plan.ts';

declare const __BOOT_FILES__: BootFiles;

const files = __BOOT_FILES__;

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const html = document.documentElement;
const prerender = html.getAttribute('data-app-prerender');
const { loads, fits } = planVisit(
  {
    path: location.pathname,
    prerender,
    stored: {
      language: read(VISITOR_KEYS.language),
      theme: read(VISITOR_KEYS.theme),
      user: read(VISITOR_KEYS.user),
      runtimeConfig: read(VISITOR_KEYS.runtimeConfig),
      waitlistEmails: read(VISITOR_KEYS.waitlistEmails),
    },
    browserLanguage: navigator.language,
    systemTheme,
  },
  files,
);
// Once the landing page's script has rendered, there is nothing left to hide.
if (!html.hasAttribute('data-landing-rendered') && !fits) {
  html.setAttribute('data-stale-prerender', '');
}

/**
 * A button pressed on the prerendered sign-in page before the app runs is held (no form is sent
 * by the browser) and pressed again once the app has taken the page over.
 */
function hold(event: Event) {
  const page = document.getElementById('prerender');
  const target = event.target;
  if (!page || !(target instanceof Element) || !page.contains(target)) return;
  const button =
    event.type === 'submit'
      ? (event as SubmitEvent).submitter || target.querySelector('button[type="submit"]')
      : target.closest('button');
  if (!button) return;
  event.preventDefault();
  page.querySelector('[data-held-click]')?.removeAttribute('data-held-click');
  button.setAttribute('data-held-click', '');
}
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);

/**
 * A few at a time, each batch in one insertion: all at once, one by one, the links took 200 ms
 * of a phone's main thread in one task (Total Blocking Time).
 */
function preloadAll(hrefs: readonly string[]) {
  const queue = [...new Set(hrefs.filter(Boolean))];
  (function next() {
    const links = document.createDocumentFragment();
    for (const href of queue.splice(0, 6)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    }
    document.head.appendChild(links);
    if (queue.length) setTimeout(next, 0);
  })();
}

/** The app's entry, and its imports and the first screen's files preloaded. */
function startApp() {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = files.app.entry;
  document.head.appendChild(script);
  preloadAll([...files.app.preloads, ...loads]);
}

if (!prerender) {
  // The landing page starts its own code; boot.js only fetches its language early.
  preloadAll(loads);
} else if (fits) {
  // The app's code starts once the prerendered page the visitor sees has been painted, so its
  // download does not hold the first paint.
  if (document.readyState === 'complete') startApp();
  else window.addEventListener('load', startApp, { once: true });
} else if (document.readyState !== 'loading') startApp();
else document.addEventListener('DOMContentLoaded', startApp, { once: true });
