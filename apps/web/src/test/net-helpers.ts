// Real network conditions for the offline tests: a TCP relay in front of the real API server
// that can be switched off (connection refused) or made to lose answers after the server acted.
import { createServer, connect, type Server, type Socket } from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export type Relay = {
  readonly baseUrl: string;
  /** Accepts connections again, on the same port. */
  start(): Promise<void>;
  /** Closes the port: calls fail as if the device were offline. */
  stop(): Promise<void>;
  /** Passes requests to the server but cuts the connection before its answer arrives. */
  loseAnswers(lose: boolean): void;
};

export const startRelay = async (targetBaseUrl: string): Promise<Relay> => {
  const target = new URL(targetBaseUrl);
  const port = await freePort();
  let server: Server | undefined;
  let losing = false;
  const sockets = new Set<Socket>();

  const relay = (client: Socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (losing) {
        // The server has done the work; the client never hears about it.
        client.destroy();
        upstream.destroy();
      } else {
        client.write(chunk);
      }
    });
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await start();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    start,
    stop,
    loseAnswers: (lose) => {
      losing = lose;
    },
  };
};
