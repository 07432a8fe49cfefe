// `npm test`: every test — the unit and API suites (vitest), then the browser suite
// (Playwright) — run both even when the first fails, and fail when either does.
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync('npm', args, { stdio: 'inherit' }).status ?? 1;

const unit = run(['exec', '--', 'vitest', 'run']);
const browser = run(['run', 'test:e2e']);
process.exit(unit !== 0 || browser !== 0 ? 1 : 0);
