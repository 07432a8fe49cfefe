// The real server as a separate process (node --import tsx apps/api/src/server.ts), for the tests
// that stop it with signals or kill it (issue 11): graceful stop, crash durability, backups.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process ends. */
  exited: Promise<number | string>;
};

/** Starts the server on a free port and resolves once it says it is running. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'false',
      // Sign-ups come from one address here.
      AUTH_RATE_LIMIT: '10000',
      // Tests that want the daily backup turn it on.
      AUTO_BACKUP: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in time:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('JobTrack is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Ends a server the test started, if it still runs. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** One JSON call to a running server; network failures answer status 0. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** Signs up a new owner on a running server; answers its token. */
export async function signUp(base: string, label: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/register', {
    body: {
      name: 'Durable Dana',
      email: `${label}-${Date.now()}@example.com`,
      password: 'secret12',
    },
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  return (answer.body as { token: string }).token;
}
