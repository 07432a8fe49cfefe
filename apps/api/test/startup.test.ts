// The first start (issue 10): one plain line saying where to open the app, the rest JSON logs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// NOTE: a fixed port of this worktree's range (COMMON.md port bases); 4450 + 9 is unused there.
const PORT = '4459';

/** Starts the real server and collects stdout until `until` matches; then stops it. */
function startServer(env: Record<string, string>, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT, HOST: '0.0.0.0', DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`no start-up line in time:\n${out}\n${err}`));
    }, 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) {
        clearTimeout(timer);
        child.once('exit', () => resolve(out));
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  });
}

const plainLines = (out: string) => out.split('\n').filter((line) => line && !line.startsWith('{'));

describe('the first start', () => {
  it('prints the address to open and the demo sign-in in demo mode, once', async () => {
    const out = await startServer(
      { DEMO_MODE: 'true', DEMO_EMAIL: 'owner@example.com', DEMO_PASSWORD: 'secret7' },
      /JobTrack is running.*\n/,
    );
    expect(plainLines(out)).toEqual([
      `JobTrack is running: open http://localhost:${PORT} in your browser. Demo mode: sign in as owner@example.com with password secret7.`,
    ]);
    // The rest of the log stays JSON.
    const json = out.split('\n').filter((line) => line.startsWith('{'));
    expect(json.length).toBeGreaterThan(0);
    for (const line of json) expect(() => JSON.parse(line) as unknown).not.toThrow();
  }, 30_000);

  it('prints only the address with demo mode off', async () => {
    const out = await startServer({ DEMO_MODE: 'false' }, /JobTrack is running.*\n/);
    expect(plainLines(out)).toEqual([
      `JobTrack is running: open http://localhost:${PORT} in your browser.`,
    ]);
  }, 30_000);
});
