// Every web test file starts with the device-only adapters loaded (vitest setupFiles), so a
// screen rendered behind the real DataProvider has its data source at once, as on a page load
// after the first (the app loads each adapter on demand: decision 037; data-context.test.tsx
// covers the wait).
import { loadDataAdapter } from '#web/data/create-data-source.ts';

await Promise.all([loadDataAdapter('demo'), loadDataAdapter('local')]);
