// The landing page's first script: its styles, then — once the prerendered page has loaded — the
// visit's light work (settings, the page view, the service worker), and React only when the page
// needs it: for a visitor the prerender does not fit, when the server's settings change what it
// shows, or at the visitor's first touch, key or look at the QR demo. Until then the page is the
// prerendered HTML, its links plain links; a button pressed first is pressed again once the page
// is interactive (decision 037; decision 023 for the prerender).
import './index.css';

const html = document.documentElement;
/** What wakes the page: a person touching, typing, moving the pointer or focusing something. */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'] as const;

let started = false;
let heldButton: HTMLButtonElement | null = null;

/** A button pressed before React runs: held, and pressed again once the page is hydrated. */
function holdClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  heldButton = button;
  hydrate();
}

function hydrate() {
  if (started) return;
  started = true;
  for (const type of WAKE_EVENTS) window.removeEventListener(type, hydrate, true);
  // LandingApp marks the page once it has rendered (hydrated or rendered anew).
  const rendered = new MutationObserver(() => {
    if (!html.hasAttribute('data-landing-rendered')) return;
    rendered.disconnect();
    document.removeEventListener('click', holdClick, true);
    const button = heldButton;
    heldButton = null;
    button?.click();
  });
  rendered.observe(html, { attributes: true, attributeFilter: ['data-landing-rendered'] });
  void import('./landing-main.tsx');
}

/** The visit's work that needs no React: settings, page view, service worker, waitlist retry. */
async function startVisit() {
  const [{ runtimeConfigLoaded, RUNTIME_CONFIG_DEFAULTS }, { analyticsTracker }] =
    await Promise.all([
      import('#web/lib/runtime-config-load.ts'),
      import('#web/lib/analytics/tracker.ts'),
    ]);
  const loaded = await runtimeConfigLoaded();
  // NOTE: spec §3 — the landing page's view, as an anonymous visitor's.
  analyticsTracker.pageView(
    { userId: null, userType: 'anonymous', demoMode: loaded.demoMode },
    null,
    '/',
  );
  // The prerender shows the default settings: another mode or version needs the page rendered.
  const shown = ['demoMode', 'version', 'buildHash'] as const;
  if (shown.some((key) => loaded[key] !== RUNTIME_CONFIG_DEFAULTS[key])) hydrate();
  const [{ registerServiceWorker }, { startWaitlistRetry }] = await Promise.all([
    import('#web/app/service-worker.ts'),
    import('#web/features/waitlist/api/waitlist-outbox.ts'),
  ]);
  registerServiceWorker();
  // Waitlist joins made offline reach the server once it can be reached (spec §2).
  startWaitlistRetry();
}

function start() {
  const root = document.getElementById('root');
  // boot.js (run before load) marks a page the prerender does not fit (language, theme, settings).
  if (!root?.hasChildNodes() || html.hasAttribute('data-stale-prerender')) hydrate();
  else {
    document.addEventListener('click', holdClick, true);
    for (const type of WAKE_EVENTS) {
      window.addEventListener(type, hydrate, { capture: true, passive: true });
    }
    // The QR demo moves on by itself 3 s after it is shown (spec §1): React runs once it is.
    const demo = document.querySelector('[aria-labelledby="qr-demo-title"]');
    if (demo && 'IntersectionObserver' in window) {
      const seen = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        hydrate();
      });
      seen.observe(demo);
    }
  }
  void startVisit();
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
