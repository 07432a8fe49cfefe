// Starts JobTrack: checks the configuration, builds the app and listens.
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`${startupLine(config, app.server.address() as AddressInfo)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `JobTrack failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
