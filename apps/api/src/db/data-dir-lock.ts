// One process at a time on an embedded database's DATA_DIR (issue 24, decision 057): two PGlite
// instances writing one data directory corrupt it. The lock is DATA_DIR/server.pid, made with
// O_EXCL, holding the holder's process id and what it is (server, backup, restore).
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export type LockRole = 'server' | 'backup' | 'restore';
export type LockHolder = { pid: number; role: LockRole };

/** A second process on a DATA_DIR in use: its message is the one line the person reads. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `JobTrack cannot open ${dataDir}: it is in use by process ${holder.pid} (a JobTrack ${holder.role}${holder.pid === process.pid ? ', this very process' : ''}). Stop that process first, or set another DATA_DIR.`,
    );
    this.name = 'DataDirInUse';
  }
}

export const lockFile = (dataDir: string) => path.resolve(dataDir, 'server.pid');
const takeoverFile = (dataDir: string) => path.resolve(dataDir, 'server.pid.takeover');
/** A takeover guard older than this was left by a process that died in the middle of one. */
const TAKEOVER_STALE_MS = 10_000;

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The lock's holder as written, running or not; undefined when there is no readable lock. */
function readLock(dataDir: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const [pidText = '', roleText = 'server'] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const role: LockRole = roleText === 'backup' || roleText === 'restore' ? roleText : 'server';
  return { pid, role };
}

/** The process holding DATA_DIR, if it is still running. */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const holder = readLock(dataDir);
  return holder && isRunning(holder.pid) ? holder : undefined;
}

/** Creates the lock file only if there is none; answers whether it did. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUse naming the running holder. A lock
 * whose process is gone (a crash, a kill -9) is taken over: under a second O_EXCL guard file,
 * so two processes finding the same stale lock never both remove it (the second one would
 * remove the first one's fresh lock). Answers the release, which removes only our own lock.
 */
export function lockDataDir(dataDir: string, role: LockRole): () => void {
  const file = lockFile(dataDir);
  const content = `${process.pid} ${role}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusive(file, content)) return releaser(dataDir, content);
    const holder = readLock(dataDir);
    if (holder && isRunning(holder.pid)) throw new DataDirInUse(path.resolve(dataDir), holder);
    const guard = takeoverFile(dataDir);
    if (!createExclusive(guard, content)) {
      if (existsSync(guard) && Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) {
        rmSync(guard, { force: true });
      }
      continue;
    }
    try {
      // Under the guard: the lock is still the stale one we read (or gone), so removing it is safe.
      const again = readLock(dataDir);
      if (again && isRunning(again.pid)) throw new DataDirInUse(path.resolve(dataDir), again);
      rmSync(file, { force: true });
      if (createExclusive(file, content)) return releaser(dataDir, content);
    } finally {
      rmSync(guard, { force: true });
    }
  }
  const holder = lockHolder(dataDir);
  if (holder) throw new DataDirInUse(path.resolve(dataDir), holder);
  throw new Error(`Could not take the lock ${file}; remove it if no JobTrack process runs.`);
}

function releaser(dataDir: string, content: string): () => void {
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    process.off('exit', release);
    try {
      if (readFileSync(lockFile(dataDir), 'utf8') === content) rmSync(lockFile(dataDir));
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing its database still leaves no lock behind.
  process.once('exit', release);
  return release;
}
