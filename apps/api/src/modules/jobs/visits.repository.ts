// The visits of repeating jobs (issue 14, decision 030) are rows of jobs, so their SQL is the jobs
// module's (decision 054): the series module decides which visits to make, move or delete, and
// asks for it through the jobs service. The writes that belong to a series write take its
// transaction and change number (`tx`, `seq`): one series change stays one change number.
import {
  addCalendarDays,
  isSeriesDate,
  type JobSeries,
  type SeriesRuleChanges,
} from '@jobtrack/core';
import { addTombstones, deleteWithTombstones, writeOwned } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { countNewJobs, recountJobs } from '../../db/totals.ts';

/** The visits of one series ($2), for the running totals (decision 070). */
const OF_SERIES = 'j.series_id = $2';

/** A visit a series edit may change: not started, completed, paid or skipped. */
const CHANGEABLE = `status = 'pending' AND NOT paid AND NOT skipped AND arrived_at IS NULL`;

/** A visit to make: a pending, unpaid job of the series on its date. */
export type NewVisit = {
  id: string;
  customer_id: string;
  title: string;
  description: string | null;
  price: number;
  day: string;
  start_time: string | null;
  window_end: string | null;
  series_id: string;
};

type MovedVisit = { id: string; series_date: string };

/**
 * Moves the series dates of the visits a change moved by `shift` days, whatever the gap (a rain
 * delay to the next working day may pass a whole period, decision 048): their dates are cleared
 * first, then set, so the unique (owner, series, date) index never sees a transient clash. A
 * moved visit landing on the date of a visit that stayed (started, completed, paid or skipped)
 * is answered in `clashed`: that date already has its visit, so the moved one goes.
 */
async function shiftSeriesDates(
  tx: Queryable,
  ownerId: string,
  seriesId: string,
  moved: readonly MovedVisit[],
  shift: number,
  seq: number,
): Promise<{ rows: MovedVisit[]; clashed: string[] }> {
  if (shift === 0 || moved.length === 0) return { rows: [...moved], clashed: [] };
  const ids = moved.map((row) => row.id);
  await tx.query(
    'UPDATE jobs SET series_date = NULL WHERE owner_id = $1 AND id = ANY($2::text[])',
    [ownerId, ids],
  );
  const wanted = moved.map((row) => ({
    id: row.id,
    series_date: addCalendarDays(row.series_date, shift),
  }));
  const taken = new Set(
    (
      await tx.query<{ series_date: string }>(
        `SELECT series_date::text AS series_date FROM jobs
         WHERE owner_id = $1 AND series_id = $2 AND series_date = ANY($3::date[])`,
        [ownerId, seriesId, wanted.map((row) => row.series_date)],
      )
    ).map((row) => row.series_date),
  );
  const rows = wanted.filter((row) => !taken.has(row.series_date));
  const clashed = wanted.filter((row) => taken.has(row.series_date)).map((row) => row.id);
  if (rows.length > 0) {
    await tx.query(
      `UPDATE jobs j SET series_date = v.day, change_seq = $2
       FROM jsonb_to_recordset($3::jsonb) AS v (id text, day date)
       WHERE j.owner_id = $1 AND j.id = v.id`,
      [ownerId, seq, JSON.stringify(rows.map((row) => ({ id: row.id, day: row.series_date })))],
    );
  }
  return { rows, clashed };
}

/** The writes of visits inside a series write: its transaction, its change number. */
export const visitWrites = {
  /**
   * Makes the visits not made yet (ON CONFLICT DO NOTHING on the id and on (owner, series,
   * date)) and never one deleted before (a job tombstone); answers the ids it made.
   */
  async insert(
    tx: Queryable,
    ownerId: string,
    visits: readonly NewVisit[],
    seq: number,
  ): Promise<string[]> {
    if (visits.length === 0) return [];
    const created = await tx.query<{ id: string }>(
      `INSERT INTO jobs (owner_id, id, customer_id, title, description, status, estimated_cost,
         due_date, paid, change_seq, start_time, window_end, series_id, series_date)
       SELECT $1, v.id, v.customer_id, v.title, v.description, 'pending', v.price, v.day, false,
         $2, v.start_time, v.window_end, v.series_id, v.day
       FROM jsonb_to_recordset($3::jsonb) AS v (id text, customer_id text, title text,
         description text, price numeric, day date, start_time text, window_end text,
         series_id text)
       WHERE NOT EXISTS (SELECT 1 FROM tombstones t
         WHERE t.owner_id = $1 AND t.kind = 'job' AND t.id = v.id)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [ownerId, seq, JSON.stringify(visits)],
    );
    const ids = created.map((row) => row.id);
    await countNewJobs(tx, ownerId, ids);
    return ids;
  },

  /**
   * "This and following": moves the changeable visits of the series on/after `from` and gives
   * them the changed fields of `next`; a visit a new end leaves out, or one moved onto a date
   * that already has its visit, is deleted with its tombstone.
   */
  async change(
    tx: Queryable,
    ownerId: string,
    next: JobSeries,
    changes: SeriesRuleChanges,
    from: string,
    seq: number,
  ): Promise<void> {
    // The running totals follow the series' visits, whatever the change did to them.
    await recountJobs(tx, ownerId, OF_SERIES, [next.id], () =>
      changeVisits(tx, ownerId, next, changes, from, seq),
    );
  },

  /**
   * Deletes the changeable visits of the series (on/after `from` when given) with their
   * tombstones; the others stay as ordinary jobs.
   */
  remove(
    tx: Queryable,
    ownerId: string,
    seriesId: string,
    seq: number,
    from?: string,
  ): Promise<number> {
    return recountJobs(tx, ownerId, OF_SERIES, [seriesId], () =>
      removeVisits(tx, ownerId, seriesId, seq, from),
    );
  },
};

/** visitWrites.change without the running totals. */
async function changeVisits(
  tx: Queryable,
  ownerId: string,
  next: JobSeries,
  changes: SeriesRuleChanges,
  from: string,
  seq: number,
): Promise<void> {
  const shift = changes.weekdayShiftDays ?? 0;
  const params: unknown[] = [ownerId, next.id, from, seq, shift];
  // series_date moves in a second statement (shiftSeriesDates): one UPDATE moving several
  // visits by a period or more would meet the unique (owner, series, date) index midway.
  const sets = ['change_seq = $4', 'updated_at = now()', 'due_date = due_date + $5::int'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    sets.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (changes.serviceType !== undefined) add('title = ?', next.serviceType);
  if (changes.notes !== undefined) add("description = nullif(?, '')", next.notes);
  if (changes.price !== undefined) {
    add(
      'estimated_cost = CASE WHEN actual_cost IS NULL THEN ?::numeric ELSE estimated_cost END, actual_cost = CASE WHEN actual_cost IS NULL THEN NULL ELSE ?::numeric END',
      next.price,
    );
  }
  if (changes.startTime !== undefined || changes.windowEnd !== undefined) {
    add('start_time = ?', next.startTime ?? null);
    add('window_end = ?', next.windowEnd ?? null);
  }
  const moved = await tx.query<MovedVisit>(
    `UPDATE jobs SET ${sets.join(', ')}
       WHERE owner_id = $1 AND series_id = $2 AND scheduled_date >= $3::date AND ${CHANGEABLE}
       RETURNING id, series_date::text AS series_date`,
    params,
  );
  const shifted = await shiftSeriesDates(tx, ownerId, next.id, moved, shift, seq);
  const gone = shifted.clashed;
  if (changes.end !== undefined) {
    for (const row of shifted.rows) if (!isSeriesDate(next, row.series_date)) gone.push(row.id);
  }
  if (gone.length === 0) return;
  await tx.query('DELETE FROM jobs WHERE owner_id = $1 AND id = ANY($2::text[])', [ownerId, gone]);
  await addTombstones(tx, ownerId, 'job', gone, seq);
}

/** visitWrites.remove without the running totals. */
function removeVisits(
  tx: Queryable,
  ownerId: string,
  seriesId: string,
  seq: number,
  from?: string,
): Promise<number> {
  return from === undefined
    ? deleteWithTombstones(
        tx,
        ownerId,
        'job',
        seq,
        `DELETE FROM jobs WHERE owner_id = $1 AND series_id = $2 AND ${CHANGEABLE} RETURNING id`,
        [ownerId, seriesId],
      )
    : deleteWithTombstones(
        tx,
        ownerId,
        'job',
        seq,
        `DELETE FROM jobs WHERE owner_id = $1 AND series_id = $2 AND scheduled_date >= $3::date
             AND ${CHANGEABLE} RETURNING id`,
        [ownerId, seriesId, from],
      );
}

export type VisitWrites = typeof visitWrites;

export function createVisitsRepository(db: Db) {
  return {
    ...visitWrites,

    /** Rain delay: the day's jobs not started move to `target`, in one write; answers their ids. */
    async delayDay(ownerId: string, date: string, target: string): Promise<string[]> {
      const { value } = await writeOwned<string[]>(db, ownerId, async (tx, seq) => {
        const rows = await tx.query<{ id: string }>(
          `UPDATE jobs SET due_date = $3::date, change_seq = $4, updated_at = now()
           WHERE owner_id = $1 AND scheduled_date = $2::date AND status = 'pending'
             AND NOT skipped AND arrived_at IS NULL
           RETURNING id`,
          [ownerId, date, target, seq],
        );
        return { changed: rows.length > 0, value: rows.map((row) => row.id) };
      });
      return value;
    },

    /** The series of the day's jobs not started (before they move). */
    async seriesOfDay(ownerId: string, date: string): Promise<string[]> {
      const rows = await db.query<{ series_id: string }>(
        `SELECT DISTINCT series_id FROM jobs WHERE owner_id = $1 AND scheduled_date = $2::date
           AND series_id IS NOT NULL AND status = 'pending' AND NOT skipped AND arrived_at IS NULL`,
        [ownerId, date],
      );
      return rows.map((row) => row.series_id);
    },
  };
}

export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
