// Photos in the replica (issue 27, decision 068), as pure functions of the state, and the photo
// uploader over the replica's IndexedDB: files sent once the record is on the server, one at a
// time, once each, retried, resumed by a new visit.
import type { Photo } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '#web/lib/http.ts';
import { createRecordingLogger } from '#web/test/api-helpers.ts';
import { createPhotoUploader } from './photo-uploader.ts';
import { openReplicaDb } from './replica-db.ts';
import { changePhoto, deletePhoto, savePhoto } from './replica-photos.ts';
import {
  applyPage,
  applySent,
  clearRecords,
  deleteRecord,
  derive,
  emptyReplica,
  emptySnapshot,
  markAttempted,
  refusedWrites,
  applyRefused,
  type ReplicaState,
} from './replica-state.ts';

const now = new Date('2025-06-04T12:00:00.000Z');
const ana = makeCustomer({ id: 'customer-1', name: 'Ana Lopez' });
const job = makeJob({ id: 'job-1', customerId: ana.id, serviceType: 'Gutters' });
const photo = (id: string, changes: Partial<Photo> = {}): Photo => ({
  id,
  jobId: job.id,
  label: 'before',
  caption: '',
  contentType: 'image/jpeg',
  width: 1600,
  height: 1200,
  bytes: 300_000,
  takenAt: `2025-06-04T10:00:0${id.slice(-1)}.000Z`,
  uploaded: false,
  ...changes,
});
const synced = (): ReplicaState => ({
  ...emptyReplica(),
  snapshot: derive({ ...emptySnapshot(), customers: [ana], jobs: [job] }),
  meta: { ...emptyReplica().meta, cursor: '5' },
});

describe('photo writes in the replica', () => {
  it('a new photo joins the snapshot with its create; a change folds into a create never sent', () => {
    const added = savePhoto(synced(), photo('photo-1'), null);
    expect(added.snapshot.photos.map((one) => one.id)).toEqual(['photo-1']);
    const changed = changePhoto(
      added,
      added.snapshot.photos[0]!,
      { ...added.snapshot.photos[0]!, caption: 'Full of leaves' },
      null,
    );
    expect(changed.outbox).toHaveLength(1);
    expect(changed.outbox[0]).toMatchObject({
      op: 'createPhoto',
      record: { caption: 'Full of leaves' },
    });
  });

  it('a change after the create was sent is its own update with only the changed field', () => {
    const sent = markAttempted(savePhoto(synced(), photo('photo-1'), null), 1);
    const before = sent.snapshot.photos[0]!;
    const changed = changePhoto(sent, before, { ...before, label: 'after' }, null);
    expect(changed.outbox.map((entry) => entry.op)).toEqual(['createPhoto', 'updatePhoto']);
    expect(changed.outbox[1]).toMatchObject({ body: { label: 'after' } });
  });

  it('deleting a photo never sent drops both; one on the server gets a delete', () => {
    const added = savePhoto(synced(), photo('photo-1'), null);
    const dropped = deletePhoto(added, added.snapshot.photos[0]!, null);
    expect(dropped.outbox).toEqual([]);
    expect(dropped.snapshot.photos).toEqual([]);
    const onServer = applySent(added, added.outbox[0]!, {
      kind: 'photo',
      record: photo('photo-1'),
    });
    const deleted = deletePhoto(onServer, onServer.snapshot.photos[0]!, null);
    expect(deleted.outbox).toMatchObject([{ op: 'deletePhoto', id: 'photo-1', label: 'Gutters' }]);
  });

  it('the pull brings photos of other devices and takes deleted ones away', () => {
    const pulled = applyPage(
      synced(),
      {
        cursor: '9',
        has_more: false,
        customers: [],
        jobs: [],
        deleted_customers: [],
        deleted_jobs: [],
        photos: [
          {
            id: 'photo-7',
            job_id: job.id,
            label: 'after',
            caption: 'Done',
            content_type: 'image/jpeg',
            width: 1600,
            height: 900,
            bytes: 200_000,
            taken_at: '2025-06-04T11:00:00.000Z',
            uploaded: true,
            created_at: '2025-06-04T11:00:05.000Z',
            updated_at: '2025-06-04T11:00:05.000Z',
          },
        ],
      },
      now,
    );
    expect(pulled.snapshot.photos).toEqual([
      photo('photo-7', {
        label: 'after',
        caption: 'Done',
        height: 900,
        bytes: 200_000,
        takenAt: '2025-06-04T11:00:00.000Z',
        uploaded: true,
      }),
    ]);
    const gone = applyPage(
      pulled,
      {
        cursor: '10',
        has_more: false,
        customers: [],
        jobs: [],
        deleted_customers: [],
        deleted_jobs: [],
        deleted_photos: ['photo-7'],
      },
      now,
    );
    expect(gone.snapshot.photos).toEqual([]);
  });

  it('a deleted job takes its photos and their writes; clear all takes every photo', () => {
    const added = savePhoto(synced(), photo('photo-1'), null);
    const withoutJob = deleteRecord(markAttempted(added, 1), 'job', job.id, null);
    expect(withoutJob.snapshot.photos).toEqual([]);
    expect(withoutJob.outbox.map((entry) => entry.op)).toEqual(['deleteJob']);
    expect(clearRecords(added).snapshot.photos).toEqual([]);
    expect(clearRecords(added).outbox).toEqual([]);
  });

  it('a refused photo create is listed as a photo write', () => {
    const added = savePhoto(synced(), photo('photo-1'), null);
    const refused = applyRefused(added, added.outbox[0]!, 'photo_too_large', 'too large');
    expect(refusedWrites(refused.refused)).toMatchObject([
      { kind: 'photo', op: 'create', recordId: 'photo-1', label: 'Gutters' },
    ]);
  });
});

/** A server of photo files: counts each stored file, answers 404 until the record is there. */
const fakeServer = () => {
  const stored = new Map<string, number>();
  const calls: string[] = [];
  const state = { records: new Set<string>(), offline: false, failNext: 0 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push(`${init?.method} ${path}`);
    if (state.offline) throw new TypeError('Failed to fetch');
    if (state.failNext > 0) {
      state.failNext -= 1;
      return new Response('{}', { status: 503 });
    }
    const [, , , id, size] = path.split('/');
    if (!state.records.has(id!)) return new Response('{}', { status: 404 });
    stored.set(`${id}/${size}`, (stored.get(`${id}/${size}`) ?? 0) + 1);
    return new Response('{}', { status: 200 });
  };
  return { stored, calls, state, fetch };
};

const http: HttpClient = {
  baseUrl: 'http://server.test',
  getToken: () => 'token',
  request: () => Promise.reject(new Error('not used')),
};

describe('the photo uploader', () => {
  const setUp = (factory = new IDBFactory()) => {
    const db = openReplicaDb('owner-1', { indexedDB: factory, IDBKeyRange });
    return { db, factory };
  };

  it('sends each file once, after the record is on the server, and resumes after a reload', async () => {
    const { db, factory } = setUp();
    const server = fakeServer();
    let clock = 0;
    const photos = [photo('photo-1'), photo('photo-2')];
    let state: ReplicaState = savePhoto(savePhoto(synced(), photos[0]!, null), photos[1]!, null);
    const uploader = createPhotoUploader({
      db,
      http,
      state: () => state,
      logger: createRecordingLogger(),
      now: () => clock,
      onChange: () => undefined,
      onRefused: async () => undefined,
      fetch: server.fetch,
    });
    for (const one of photos) {
      await uploader.keep(one.id, { image: new Blob(['i']), thumb: new Blob(['t']) });
      uploader.settled(one.id);
    }
    uploader.wake();
    await uploader.idle();
    // Both creates still wait in the outbox: nothing is sent.
    expect(server.calls).toEqual([]);
    expect(uploader.progress()).toEqual({ done: 0, total: 2 });
    // The first record reaches the server.
    state = applySent(state, state.outbox[0]!, { kind: 'photo', record: photos[0]! });
    server.state.records.add('photo-1');
    uploader.wake();
    await uploader.idle();
    expect([...server.stored.entries()]).toEqual([
      ['photo-1/image', 1],
      ['photo-1/thumb', 1],
    ]);
    expect(uploader.progress()).toEqual({ done: 1, total: 2 });
    uploader.stop();

    // A new visit (the app was closed): the second photo's files are still queued.
    state = applySent(state, state.outbox[0]!, { kind: 'photo', record: photos[1]! });
    server.state.records.add('photo-2');
    server.state.failNext = 1;
    const reopened = createPhotoUploader({
      db: setUp(factory).db,
      http,
      state: () => state,
      logger: createRecordingLogger(),
      now: () => clock,
      onChange: () => undefined,
      onRefused: async () => undefined,
      fetch: server.fetch,
    });
    reopened.wake();
    await reopened.idle();
    // A 503: the file waits for its next try (2 s).
    expect(server.stored.get('photo-2/image')).toBeUndefined();
    clock += 2_000;
    reopened.wake();
    await reopened.idle();
    expect([...server.stored.values()]).toEqual([1, 1, 1, 1]);
    expect(reopened.progress()).toBeNull();
    reopened.stop();
  });

  it('waits without a connection and sends when woken again; deleted photos lose their files', async () => {
    const { db } = setUp();
    const server = fakeServer();
    const one = photo('photo-1');
    let state = applySent(
      savePhoto(synced(), one, null),
      { seq: 1, op: 'createPhoto', id: one.id, record: one },
      {
        kind: 'photo',
        record: one,
      },
    );
    server.state.records.add(one.id);
    server.state.offline = true;
    const uploader = createPhotoUploader({
      db,
      http,
      state: () => state,
      logger: createRecordingLogger(),
      now: () => 0,
      onChange: () => undefined,
      onRefused: async () => undefined,
      fetch: server.fetch,
    });
    await uploader.keep(one.id, { image: new Blob(['i']), thumb: new Blob(['t']) });
    uploader.settled(one.id);
    uploader.wake();
    await uploader.idle();
    expect(server.stored.size).toBe(0);
    expect(uploader.waiting().has(one.id)).toBe(true);
    server.state.offline = false;
    uploader.wake();
    await uploader.idle();
    expect(server.stored.size).toBe(2);
    state = deletePhoto(state, one, null);
    await uploader.sweep();
    expect(await uploader.file(one.id, 'image')).toBeNull();
    uploader.stop();
  });
});
