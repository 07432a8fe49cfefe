// `npm test`: every test — the unit and API suites (vitest), then the browser suite
// (Playwright) — run both even when the first fails, and fail when either does. The browser
// comes first: without a Chromium (and none to be had) it stops at once with the one line that
// says what to run, rather than after the unit tests (scripts/chromium.mjs).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

if (!(await ensureChromium())) process.exit(1);

const run = (args) => spawnSync('npm', args, { stdio: 'inherit' }).status ?? 1;

const unit = run(['exec', '--', 'vitest', 'run']);
const browser = run(['run', 'test:e2e']);
process.exit(unit !== 0 || browser !== 0 ? 1 : 0);
