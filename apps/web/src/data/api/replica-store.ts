// The replica in memory and in IndexedDB, changed one step at a time: each change is worked out
// from the latest state, saved in one transaction, and only then shown (and announced).
import type { SafeStorage } from '#web/lib/storage.ts';
import {
  openReplicaDb,
  readReplica,
  saveReplica,
  type IndexedDbDeps,
  type ReplicaDb,
} from './replica-db.ts';
import { emptyReplica, type ReplicaState } from './replica-state.ts';

export type ReplicaStore = {
  /** Resolves once the replica was read from IndexedDB (rejects if it cannot be opened). */
  ready(): Promise<void>;
  /** The state as saved; empty before ready. */
  state(): ReplicaState;
  /**
   * Applies `change` to the latest state, after every change queued before it, and saves the
   * result. A change that throws changes nothing and rejects with its error.
   */
  commit(change: (state: ReplicaState) => ReplicaState): Promise<ReplicaState>;
  /** The database, for what is not read at start (the photos' files, decision 068). */
  readonly db: ReplicaDb;
  /** Deletes this user's database; later changes are ignored. */
  destroy(): Promise<void>;
};

export const createReplicaStore = (options: {
  userId: string;
  storage: SafeStorage;
  indexedDb?: IndexedDbDeps;
  onChange: (before: ReplicaState, after: ReplicaState) => void;
}): ReplicaStore => {
  const db = openReplicaDb(options.userId, options.indexedDb);
  let state = emptyReplica();
  let isDestroyed = false;
  const opened = readReplica(db, options.storage, options.userId).then((stored) => {
    const before = state;
    state = stored;
    options.onChange(before, stored);
  });
  let lane: Promise<unknown> = opened;

  const commit = (change: (current: ReplicaState) => ReplicaState) => {
    const run = lane.then(async () => {
      if (isDestroyed) return state;
      const before = state;
      const after = change(before);
      if (after === before) return state;
      await saveReplica(db, before, after);
      state = after;
      options.onChange(before, after);
      return after;
    });
    lane = run.catch(() => undefined);
    return run;
  };

  return {
    ready: () => opened,
    db,
    state: () => state,
    commit,
    async destroy() {
      isDestroyed = true;
      await lane.catch(() => undefined);
      await db.delete();
    },
  };
};
