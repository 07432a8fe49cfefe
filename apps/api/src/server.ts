// Starts JobTrack: checks the configuration, builds the app and listens.
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { scheduleBackups } from './db/backup.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';

/**
 * The one plain line a person reads on first start (the rest of the log stays JSON): where to
 * open the app and, in demo mode, the demo sign-in the login page offers anyway.
 */
function startupLine(config: Config, address: AddressInfo): string {
  const isWildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = isWildcard
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  const open = `JobTrack is running: open http://${host}:${address.port} in your browser.`;
  return config.demoMode
    ? `${open} Demo mode: sign in as ${config.demoEmail} with password ${config.demoPassword}.`
    : open;
}

/** How long requests in flight may take to finish once a stop is asked for. */
const STOP_GRACE_MS = 10_000;

/**
 * Graceful stop (issue 11): on SIGTERM or SIGINT the server stops accepting connections (a
 * request arriving on an open one answers 503), lets the requests in flight finish for up to
 * 10 s, closes the database cleanly and exits 0. A second signal does not cut this short.
 */
function stopOnSignals(app: App, beforeClose: () => Promise<void>): void {
  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    // Keep-alive connections go as soon as their request is answered, not at their timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    const force = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
    idle.unref();
    force.unref();
    beforeClose()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`JobTrack did not stop cleanly: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The embedded database's backups: daily under DATA_DIR/backups (unless AUTO_BACKUP=false), and
 * one at once on SIGUSR2, which `npm run backup` sends to the server it finds in server.pid
 * (the lock the server took when it opened the database, decision 057).
 */
function startBackups(app: App, config: Config): { stop: () => Promise<void> } {
  if (app.db.engine !== 'pglite' || config.dataDir === 'memory://') {
    return { stop: async () => undefined };
  }
  const schedule = scheduleBackups(app.db, config.dataDir, app.log, {
    daily: config.autoBackup,
    ...(config.photosDir ? { photosDir: config.photosDir } : {}),
  });
  process.on('SIGUSR2', () => void schedule.now());
  return schedule;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  const backups = startBackups(app, config);
  stopOnSignals(app, backups.stop);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${startupLine(config, app.server.address() as AddressInfo)}\n`);
}

main().catch((error: unknown) => {
  // A second server on a DATA_DIR in use: one line naming the process that has it.
  if (error instanceof DataDirInUse) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `JobTrack failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
