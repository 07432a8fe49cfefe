// The query recorder itself (test/query-recorder.ts, decision 070): it sees a statement that
// leaves the owner out and running totals a write forgot, so its silence in the other API tests
// means something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOwned } from '../src/db/changes.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { ownedTables, ownerRuleBreak, recorded, takeBreaks } from './query-recorder.ts';

let t: TestApp;
let owned: Set<string>;

beforeAll(async () => {
  t = await startTestApp();
  owned = await ownedTables(t.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the owner rule', () => {
  it('knows the owners’ tables from the catalog, share tokens apart', () => {
    expect([...owned]).toEqual(expect.arrayContaining(['customers', 'jobs', 'sync_state']));
    expect(owned.has('share_tokens')).toBe(false);
    expect(owned.has('users')).toBe(false);
  });

  it('passes statements that name their owner', () => {
    for (const sql of [
      'SELECT * FROM jobs j WHERE j.owner_id = $1 AND j.id = $2',
      'UPDATE customers SET name = $3 WHERE owner_id = $1 AND id = $2',
      'DELETE FROM payments WHERE $1 = owner_id',
      'INSERT INTO sync_state (owner_id, version) VALUES ($1, 1) ON CONFLICT (owner_id) DO UPDATE SET version = sync_state.version + 1',
      'SELECT owner_id, record_id FROM share_tokens WHERE token = $1',
      'SELECT id FROM users WHERE email = $1',
      "DELETE FROM idempotency_keys WHERE created_at <= now() - interval '1 day'",
    ]) {
      expect(ownerRuleBreak(sql, owned), sql).toBeUndefined();
    }
  });

  it('fails statements that could run on every owner’s shard', () => {
    expect(ownerRuleBreak('SELECT count(*) FROM jobs', owned)).toBe('jobs without owner_id = $n');
    expect(ownerRuleBreak("UPDATE jobs SET paid = true WHERE id = 'x'", owned)).toBe(
      'jobs without owner_id = $n',
    );
    expect(
      ownerRuleBreak('INSERT INTO tombstones (kind, id) SELECT kind, id FROM tombstones', owned),
    ).toBe('tombstones without owner_id = $n');
    expect(ownerRuleBreak('DELETE FROM share_tokens WHERE owner_id = $1', owned)).toBe(
      'share_tokens without token = $n',
    );
  });

  it('records a statement of the app that leaves the owner out', async () => {
    const db = recorded(t.db);
    await db.query('SELECT count(*) FROM customers');
    expect(takeBreaks()).toEqual([
      expect.objectContaining({ rule: 'owner_id', detail: 'customers without owner_id = $n' }),
    ]);
  });
});

describe('the totals rule', () => {
  it('records a write that leaves the running totals behind', async () => {
    const owner = await t.owner();
    const customer = await t.createCustomer(owner);
    await t.createJob(owner, customer.id, { estimated_cost: 50 });
    expect(takeBreaks()).toEqual([]);
    const db = recorded(t.db);
    // A job made paid without taking its figures out and back in (db/totals.ts).
    await writeOwned(db, owner.id, async (tx, seq) => {
      await tx.query('UPDATE jobs SET paid = true, change_seq = $2 WHERE owner_id = $1', [
        owner.id,
        seq,
      ]);
      return { changed: true, value: undefined };
    });
    expect(takeBreaks()).toEqual([
      expect.objectContaining({
        rule: 'totals',
        detail:
          'paid_count: kept 0, counted 1; paid_amount: kept 0, counted 50; unpaid_count: kept 1, counted 0; unpaid_amount: kept 50, counted 0',
      }),
    ]);
  });
});
