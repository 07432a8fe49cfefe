// The one list of what the first visits start from (decisions 037, 042, 053): the chunks cut
// along them (first-load-chunks.ts), the files /boot.js preloads (landing-page.ts) and the pages
// the bench sizes (bench/web.bench.mts) all name their modules from here. A module named here
// that the build no longer has (a renamed or moved file) fails the build with its name, instead
// of silently leaving a first visit without it.

/**
 * Each entry: its module (relative to apps/web/src) and whether it is kept out of the chunk
 * groups (`chunk`): a page's start, or a chunk the pages, boot.js and the bench load by name.
 * The others only seed their group.
 */
export const FIRST_VISIT_ENTRIES = {
  // The landing page: its first script, its React part and the English texts it shows.
  landingStart: { module: 'landing-start.ts', chunk: true },
  landingMain: { module: 'landing-main.tsx', chunk: true },
  // What the landing page loads after its load, without React (landing-start.ts)…
  runtimeConfigLoad: { module: 'lib/runtime-config-load.ts', chunk: false },
  analyticsTracker: { module: 'lib/analytics/tracker.ts', chunk: false },
  serviceWorker: { module: 'app/service-worker.ts', chunk: false },
  // …the UI's timings, which its own code reads too, and the waitlist retry.
  uiTimings: { module: 'config/ui.ts', chunk: false },
  waitlistRetry: { module: 'features/waitlist/api/waitlist-outbox.ts', chunk: false },
  // The texts, one chunk per language.
  englishTexts: { module: 'locales/en.ts', chunk: true },
  spanishTexts: { module: 'locales/es.ts', chunk: true },
  // The app's entry and its first screens: sign-in, the signed-in frame, the dashboard…
  app: { module: 'main.tsx', chunk: true },
  login: { module: 'features/auth/index.ts', chunk: true },
  shell: { module: 'app/shell/app-shell.tsx', chunk: true },
  dashboard: { module: 'app/routes/dashboard-route.tsx', chunk: true },
  // …and each data mode's adapter, loaded before a signed-in first screen.
  demo: { module: 'data/demo/demo-source.ts', chunk: true },
  local: { module: 'data/local/local-source.ts', chunk: true },
  api: { module: 'data/api/api-source.ts', chunk: true },
} as const satisfies Record<string, { module: string; chunk: boolean }>;

export type FirstVisitEntry = keyof typeof FIRST_VISIT_ENTRIES;

/** An entry's module as the build manifest names it ('src/…'). */
export const manifestKey = (entry: FirstVisitEntry) => `src/${FIRST_VISIT_ENTRIES[entry].module}`;

/** An id (absolute path, either slash) is the entry's module. */
export const isEntryModule = (id: string, entry: FirstVisitEntry) =>
  id.replace(/\\/g, '/').endsWith(`/src/${FIRST_VISIT_ENTRIES[entry].module}`);

/** The build's error for entries it does not have, each with its module. */
export function missingEntriesError(entries: readonly FirstVisitEntry[], where: string): Error {
  const names = entries.map((entry) => `${entry} (src/${FIRST_VISIT_ENTRIES[entry].module})`);
  return new Error(
    `First-visit ${entries.length === 1 ? 'entry' : 'entries'} missing from ${where}: ` +
      `${names.join(', ')}. A renamed or moved file? Name it again in ` +
      'apps/web/vite-plugins/first-visit-entries.ts.',
  );
}
