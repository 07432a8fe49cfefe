import { existsSync, fsyncSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { ownChangeNumbers, sharedChangeNumbers, type ChangeNumbers } from './change-numbers.ts';
import { lockDataDir, type LockRole } from './data-dir-lock.ts';

/** The one thing repositories need: parameterised SQL and transactions, on either engine. */
export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
};

export type Db = Queryable & {
  readonly engine: 'pglite' | 'postgres';
  /** Owners' change numbers this process knows without a query (PGlite: all of them). */
  readonly changeNumbers: ChangeNumbers;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs reads in one read-only REPEATABLE READ transaction: every query sees one snapshot.
   * `settings`: `SET LOCAL …` statements for the transaction, sent with its BEGIN.
   */
  snapshot<T>(work: (tx: Queryable) => Promise<T>, settings?: string): Promise<T>;
  /** Runs work on one connection holding a session advisory lock. */
  withLock<T>(lockId: number, work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` once its transaction commits, from any
   * process. PostgreSQL: over one connection of its own, checked every few seconds and reopened
   * when lost; `onLost` tells that announcements may have been missed meanwhile. `isListening`
   * says whether every announcement reaches this process now.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<{ isListening(): boolean }>;
  /** The embedded database only: its data directory as a gzipped tarball, taken consistently. */
  dumpDataDir?: () => Promise<Blob>;
};

export type ListenHandlers = { onPayload(payload: string): void; onLost(): void };

/** How often a listening connection is checked, and reopened after a loss. */
const LISTEN_CHECK_MS = 5_000;

/** The embedded database's shared buffers (PostgreSQL's default is 128MB). */
export const PGLITE_SHARED_BUFFERS = '32MB';

export type DbOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The embedded database: flush each commit to the disk (PGLITE_FSYNC, on by default). */
  fsync?: boolean;
  /** What takes DATA_DIR's lock (the embedded database on disk): shown to a second process. */
  role?: LockRole;
};

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

/** PGlite's start parameters with fsync on or off (PGlite's own default, `-F`, is off). */
export function pgliteStartParams(defaults: readonly string[], fsync: boolean): string[] {
  const base = defaults.filter((param) => param !== '-F');
  return [
    ...base,
    // NOTE (decision 057): the WASM build's fdatasync is a no-op and its fsync reaches the disk
    // only through the stream hook `flushToDisk` adds, so the WAL is synced with fsync.
    ...(fsync ? ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'] : ['-F']),
    // NOTE (decision 044): PostgreSQL's default 128 MB of shared buffers is cleared on every
    // start (most of PGlite's start-up CPU) and held for good (~130 MB of RSS). One owner's
    // data is far smaller, and a page outside them is a copy from the operating system's cache.
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
  ];
}

type NodeFsStream = { nfd?: number };
type PgliteModule = { NODEFS?: { stream_ops: { fsync?: (stream: NodeFsStream) => number } } };

/**
 * PGlite's file system on Node (Emscripten's NODEFS) has no fsync: PostgreSQL's fsync returns
 * at once and the write stays in the operating system's cache. This gives it one that flushes
 * the file to the disk, so a committed write survives a power cut (decision 057).
 */
function flushToDisk(module: PgliteModule): void {
  const ops = module.NODEFS?.stream_ops;
  if (!ops || ops.fsync) return;
  ops.fsync = (stream) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd);
    return 0;
  };
}

async function openPglite(options: DbOptions): Promise<Db> {
  const { dataDir, fsync = true, role = 'server' } = options;
  const isMemory = dataDir === 'memory://';
  const target = isMemory ? dataDir : path.resolve(dataDir, 'pgdata');
  if (!isMemory) mkdirSync(target, { recursive: true });
  // One process at a time on a data directory: a second one stops here with one line.
  const unlock = isMemory ? () => undefined : lockDataDir(dataDir, role);
  // Loaded only for the embedded database: a server on PostgreSQL never reads PGlite's code.
  const { PGlite } = await import('@electric-sql/pglite');
  let client: InstanceType<typeof PGlite>;
  const open = () =>
    PGlite.create(target, {
      startParams: pgliteStartParams(PGlite.defaultStartParams, fsync && !isMemory),
    });
  try {
    const isNew = !isMemory && !existsSync(path.join(target, 'PG_VERSION'));
    client = await open();
    // NOTE (decision 071): creating a database runs initdb in the same WebAssembly instance,
    // whose memory never shrinks: a server's first start held ~750 MB where a restarted one holds
    // ~300 MB. Opening the new database again leaves that memory to the collector.
    if (isNew) {
      await client.close();
      client = await open();
    }
  } catch (error) {
    unlock();
    throw error;
  }
  if (fsync && !isMemory) flushToDisk((client as unknown as { mod: PgliteModule }).mod);
  const queryable = (runner: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query<Row>(sql, params);
      return result.rows;
    },
  });
  const root = queryable(client);
  return {
    engine: 'pglite',
    // NOTE: one process owns the embedded database, so it sees every write (decision 044).
    changeNumbers: ownChangeNumbers(),
    query: root.query,
    transaction: (work) => client.transaction((tx) => work(queryable(tx))),
    // PGlite supports the isolation level too (and, one connection, runs transactions one by one).
    snapshot: (work, settings) =>
      client.transaction(async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        if (settings) await tx.exec(settings);
        return work(queryable(tx));
      }),
    // NOTE: PGlite is one connection in one process; the lock keeps the code path the same.
    withLock: async (lockId, work) => {
      await client.query('SELECT pg_advisory_lock($1)', [lockId]);
      try {
        return await work(root);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
      }
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    // One process, one connection: every announcement is its own, and none can be missed.
    listen: async (channel, { onPayload }) => {
      await client.listen(channel, onPayload);
      return { isListening: () => true };
    },
    // NOTE: the checkpoint writes every change into the data files, so a restore needs no WAL
    // replay; the dump itself runs while no query does.
    dumpDataDir: async () => {
      await client.query('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Db> {
  // Loaded only for PostgreSQL, as PGlite is only for the embedded database (decision 044).
  const { default: pg } = await import('pg');
  // A server that does not answer fails the call (503) within seconds instead of holding it.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const queryable = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query(sql, params);
      return result.rows as Row[];
    },
  });
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    // NOTE: a connection that dies between two queries of a transaction emits 'error' on its
    // client; unheard, that would end the process (the pool only listens to idle clients). The
    // next query then fails, and the request answers 503.
    const onError = () => undefined;
    client.on('error', onError);
    try {
      const result = await work(client);
      client.off('error', onError);
      client.release();
      return result;
    } catch (error) {
      client.off('error', onError);
      // A connection that failed is dropped, never handed to the next request.
      client.release(isDatabaseUnavailable(error));
      throw error;
    }
  };
  const inTransaction = <T>(begin: string, work: (tx: Queryable) => Promise<T>) =>
    withClient(async (client) => {
      await client.query(begin);
      let result: T;
      try {
        result = await work(queryable(client));
      } catch (error) {
        // NOTE: on a dead connection ROLLBACK fails too; the first error is the one to answer.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      await client.query('COMMIT');
      return result;
    });
  const listeners = new Set<() => Promise<void>>();
  /** One connection of its own per channel; while it is down, `isListening` is false. */
  const listen = async (channel: string, handlers: ListenHandlers) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let client: pg.Client | undefined;
    let closed = false;
    const drop = () => {
      const lost = client;
      if (!lost) return;
      client = undefined;
      lost.removeAllListeners('notification');
      void lost.end().catch(() => undefined);
      handlers.onLost();
    };
    const open = async () => {
      const next = new pg.Client({
        connectionString: databaseUrl,
        keepAlive: true,
        connectionTimeoutMillis: 5000,
      });
      next.on('error', drop);
      next.on('end', drop);
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onPayload(message.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        if (closed) throw new Error('closed while opening');
        client = next;
      } catch {
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
      }
    };
    await open();
    // A connection that died silently fails its check; a lost one is reopened on the next tick.
    const checker = setInterval(() => {
      if (closed) return;
      if (!client) {
        void open();
        return;
      }
      client.query('SELECT 1').catch(drop);
    }, LISTEN_CHECK_MS);
    checker.unref();
    listeners.add(async () => {
      closed = true;
      clearInterval(checker);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    });
    return { isListening: () => client !== undefined };
  };
  return {
    engine: 'postgres',
    listen,
    changeNumbers: sharedChangeNumbers,
    query: queryable(pool).query,
    transaction: (work) => inTransaction('BEGIN', work),
    // One round trip: a query without parameters may hold several statements.
    snapshot: (work, settings) =>
      inTransaction(
        `BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY${settings ? `; ${settings}` : ''}`,
        work,
      ),
    withLock: (lockId, work) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work(queryable(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
