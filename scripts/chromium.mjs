// The browser tests' Chromium: find it, else get it (Playwright's download, else the system's
// package manager when allowed), else stop with one line naming the command to run
// (docs/decisions/050-the-test-command-gets-its-browser.md). Run by `npm test` and `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The Debian package's path; JOBTRACK_SYSTEM_CHROMIUM moves it (apps/web/playwright.config.ts
// reads the same variable), so the "no Chromium" path can be tried on a machine that has one.
const systemChromium = () => process.env.JOBTRACK_SYSTEM_CHROMIUM || '/usr/bin/chromium';

const say = (line) => console.error(`[browser] ${line}`);

/** Playwright's own Chromium (under PLAYWRIGHT_BROWSERS_PATH or its cache), or undefined. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    return existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium the browser tests will launch, by the rule the Playwright config follows. */
export async function findChromium() {
  if (process.env.CHROME_PATH) return { path: process.env.CHROME_PATH, from: 'CHROME_PATH' };
  if (existsSync(systemChromium())) return { path: systemChromium(), from: 'system' };
  const own = await playwrightChromium();
  return own ? { path: own, from: 'playwright' } : undefined;
}

/** Runs a command with its output in the log file; true when it exits 0 in time. */
function attempt(log, command, args, env = process.env) {
  const fd = openSync(log, 'a');
  try {
    const result = spawnSync(command, args, {
      stdio: ['ignore', fd, fd],
      env,
      timeout: 10 * 60_000,
    });
    return result.status === 0;
  } finally {
    closeSync(fd);
  }
}

const hasCommand = (command) =>
  spawnSync(command, ['--version'], { stdio: 'ignore' }).error === undefined;

/** Root, or sudo without a password: the package manager may be used. */
function asRoot() {
  if (process.getuid?.() === 0) return [];
  if (hasCommand('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
    return ['sudo'];
  }
  return undefined;
}

function aptInstall(log, prefix) {
  const run = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    return attempt(log, command, rest, { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  };
  return run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium']);
}

/**
 * Finds a Chromium, or gets one. Resolves to its path, or to undefined after printing the one
 * line that says what to run.
 */
export async function ensureChromium() {
  const found = await findChromium();
  if (found?.from === 'CHROME_PATH' && !existsSync(found.path)) {
    say(`CHROME_PATH is ${found.path}, which does not exist: point it at a Chromium or unset it.`);
    return undefined;
  }
  if (found) return found.path;

  const log = path.join(mkdtempSync(path.join(tmpdir(), 'jobtrack-chromium-')), 'install.log');
  say('no Chromium found: getting Playwright’s (npx playwright install chromium)…');
  if (attempt(log, 'npx', ['playwright', 'install', 'chromium'])) {
    const own = await playwrightChromium();
    if (own) return own;
  }

  const prefix = asRoot();
  if (prefix && hasCommand('apt-get')) {
    say('the download failed: installing Debian’s (apt-get install chromium)…');
    if (aptInstall(log, prefix) && existsSync(systemChromium())) return systemChromium();
  }

  const system = hasCommand('apt-get') && !prefix ? ' or `sudo apt-get install chromium`' : '';
  say(
    `the browser tests need Chromium and none could be installed (${log}): run ` +
      `\`npx playwright install chromium\`${system}, or set CHROME_PATH, then run the tests again.`,
  );
  return undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit((await ensureChromium()) ? 0 : 1);
}
