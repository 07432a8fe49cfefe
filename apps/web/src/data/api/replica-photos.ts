// The photo writes of the replica (issue 27, decision 068), pure functions of the state like the
// rest of replica-state.ts: each changes the photo's record on the device at once and queues its
// write. The files are not here: the photo uploader (photo-uploader.ts) sends them once the server
// holds the record.
import type { Photo } from '@jobtrack/core';
import type { BaseValues } from '@jobtrack/core/wire';
import { photoChangeBody } from '../shared/photo-rules.ts';
import { queueWrite, takeWaiting, type OutboxWrite } from './outbox.ts';
import {
  labelOf,
  nextSeq,
  queue,
  upsert,
  withSnapshot,
  without,
  type ReplicaState,
} from './replica-state.ts';

/** A photo kept on the device, and its create in the outbox (after its job's, if waiting). */
export const savePhoto = (
  state: ReplicaState,
  photo: Photo,
  inFlightSeq: number | null,
): ReplicaState =>
  queue(
    withSnapshot(state, { ...state.snapshot, photos: upsert(state.snapshot.photos, photo) }),
    { op: 'createPhoto', id: photo.id, record: photo },
    inFlightSeq,
  );

/**
 * The photo with its new label or caption, and the change in the outbox (nothing if none), with
 * `base`: what this device last saw of the changed fields (decision 047).
 */
export const changePhoto = (
  state: ReplicaState,
  before: Photo,
  after: Photo,
  inFlightSeq: number | null,
  base?: BaseValues,
): ReplicaState => {
  if (before === after) return state;
  const write: OutboxWrite = {
    op: 'updatePhoto',
    id: after.id,
    body: photoChangeBody(before, after),
    record: after,
    ...(base ? { base } : {}),
  };
  return queue(
    withSnapshot(state, { ...state.snapshot, photos: upsert(state.snapshot.photos, after) }),
    write,
    inFlightSeq,
  );
};

/**
 * Deletes a photo on the device: it goes at once with its waiting writes. One whose create was
 * never sent is just dropped; otherwise a delete follows through the outbox (404 counts as done).
 */
export const deletePhoto = (
  state: ReplicaState,
  photo: Photo,
  inFlightSeq: number | null,
): ReplicaState => {
  const ids = new Set([photo.id]);
  const { entries, taken } = takeWaiting(state.outbox, ids, inFlightSeq);
  const wasSent =
    entries.some((entry) => entry.id === photo.id) ||
    !taken.some((entry) => entry.op === 'createPhoto') ||
    taken.some((entry) => entry.attempted);
  const label = labelOf(state, { seq: 0, op: 'createPhoto', id: photo.id, record: photo });
  const next: ReplicaState = {
    ...withSnapshot(state, { ...state.snapshot, photos: without(state.snapshot.photos, ids) }),
    outbox: entries,
    refused: state.refused.filter((entry) => entry.write.id !== photo.id),
  };
  // A refused create: the server never had it either (a refused upload's record it has).
  const wasRefusedCreate = state.refused.some(
    (entry) => entry.write.id === photo.id && entry.write.op === 'createPhoto' && !entry.upload,
  );
  if (!wasSent || wasRefusedCreate) return next;
  const write: OutboxWrite = { op: 'deletePhoto', id: photo.id, label };
  return { ...next, outbox: queueWrite(next.outbox, write, nextSeq(state), inFlightSeq) };
};

/**
 * A photo's file the server refused for good (issue 27): listed with the refused writes, as a
 * create of the photo marked `upload`, until the owner retries it or discards the
 * photo. Nothing changes when the photo is gone or its refusal is listed already.
 */
export const refuseUpload = (
  state: ReplicaState,
  photoId: string,
  failure: { code: string; message: string },
): ReplicaState => {
  const photo = state.snapshot.photos.find((one) => one.id === photoId);
  if (!photo || state.refused.some((entry) => entry.upload && entry.write.id === photoId)) {
    return state;
  }
  const seq = nextSeq(state);
  const write = { seq, op: 'createPhoto', id: photoId, record: photo } as const;
  return {
    ...state,
    refused: [
      ...state.refused,
      { seq, write, label: labelOf(state, write), ...failure, upload: true },
    ],
  };
};

/** The refused upload listed as `seq`, if it is one. */
export const refusedUpload = (state: ReplicaState, seq: number) =>
  state.refused.find((entry) => entry.seq === seq && entry.upload);

/**
 * A refused upload off the list: on Retry the uploader takes its files again; on Discard the photo
 * goes next.
 */
export const withoutRefusedUpload = (state: ReplicaState, seq: number): ReplicaState => ({
  ...state,
  refused: state.refused.filter((entry) => entry.seq !== seq || !entry.upload),
});
