// Repeating visits on the server (issue 14, decision 030): the job_series table and the visits
// it creates as ordinary rows of jobs. Every write goes through writeOwned (one change number per
// write, for the sync pull); visit inserts are ON CONFLICT DO NOTHING on the visit's
// deterministic id and on (owner, series, date), so concurrent top-ups never duplicate.
import {
  addCalendarDays,
  changeSeries,
  datesToGenerate,
  isSeriesDate,
  topUpDue,
  visitJobId,
  type JobSeries,
  type SeriesRuleChanges,
} from '@jobtrack/core';
import type { SeriesCreateBody, ServerSeries } from '@jobtrack/core/wire';
import {
  addTombstones,
  deleteRecord,
  deleteWithTombstones,
  isDeleted,
  writeOwned,
} from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { asNumber, isoFromUtcText, utcText } from '../../db/sql.ts';

type SeriesRow = {
  id: string;
  customer_id: string;
  service_type: string;
  price: number;
  notes: string;
  start_date: string;
  start_time: string | null;
  window_end: string | null;
  rule: JobSeries['rule'];
  generated_through: string | null;
  created_at: string;
  updated_at: string;
};

const COLUMNS = `id, customer_id, service_type, ${asNumber('price')} AS price, notes,
  start_date::text AS start_date, start_time, window_end, rule,
  generated_through::text AS generated_through,
  ${utcText('created_at')} AS created_at, ${utcText('updated_at')} AS updated_at`;

const toSeries = (row: SeriesRow): JobSeries => ({
  id: row.id,
  customerId: row.customer_id,
  serviceType: row.service_type,
  price: Number(row.price),
  notes: row.notes,
  startDate: row.start_date,
  ...(row.start_time ? { startTime: row.start_time } : {}),
  ...(row.window_end ? { windowEnd: row.window_end } : {}),
  rule: row.rule,
  generatedThrough: row.generated_through,
  createdAt: isoFromUtcText(row.created_at)!,
  updatedAt: isoFromUtcText(row.updated_at)!,
});

export const seriesToServer = (series: JobSeries): ServerSeries => ({
  id: series.id,
  customer_id: series.customerId,
  service_type: series.serviceType,
  price: series.price,
  notes: series.notes,
  start_date: series.startDate,
  start_time: series.startTime ?? null,
  window_end: series.windowEnd ?? null,
  rule: series.rule,
  generated_through: series.generatedThrough,
  created_at: series.createdAt,
  updated_at: series.updatedAt,
});

/** A visit a series edit may change: not started, completed, paid or skipped. */
export const CHANGEABLE = `status = 'pending' AND NOT paid AND NOT skipped AND arrived_at IS NULL`;

const readSeries = async (runner: Queryable, ownerId: string, where: string, params: unknown[]) =>
  (
    await runner.query<SeriesRow>(
      `SELECT ${COLUMNS} FROM job_series WHERE owner_id = $1 AND ${where} ORDER BY created_at, id`,
      [ownerId, ...params],
    )
  ).map(toSeries);

/**
 * Creates the visits each series owes up to its window and records how far it went. Visits
 * deleted before (tombstones) are not made again; the ids are the same on every device.
 */
async function generate(
  tx: Queryable,
  ownerId: string,
  list: readonly JobSeries[],
  today: string,
  seq: number,
): Promise<string[]> {
  const visits: Record<string, unknown>[] = [];
  const marks: Record<string, unknown>[] = [];
  for (const series of list) {
    const { dates, through } = datesToGenerate(series, today);
    for (const date of dates) {
      visits.push({
        id: visitJobId(series.id, date),
        customer_id: series.customerId,
        title: series.serviceType,
        description: series.notes || null,
        price: series.price,
        day: date,
        start_time: series.startTime ?? null,
        window_end: series.startTime ? (series.windowEnd ?? null) : null,
        series_id: series.id,
      });
    }
    marks.push({
      id: series.id,
      through,
      due: topUpDue({ ...series, generatedThrough: through }, today),
    });
  }
  const created =
    visits.length === 0
      ? []
      : await tx.query<{ id: string }>(
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
  if (marks.length > 0) {
    await tx.query(
      `UPDATE job_series s SET generated_through = m.through, top_up_due = m.due, change_seq = $2
       FROM jsonb_to_recordset($3::jsonb) AS m (id text, through date, due date)
       WHERE s.owner_id = $1 AND s.id = m.id`,
      [ownerId, seq, JSON.stringify(marks)],
    );
  }
  return created.map((row) => row.id);
}

/** Moves the changeable visits of a series on/after `from` and applies the new fields. */
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
  const moved = await tx.query<{ id: string; series_date: string }>(
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
  moved: readonly { id: string; series_date: string }[],
  shift: number,
  seq: number,
): Promise<{ rows: { id: string; series_date: string }[]; clashed: string[] }> {
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

async function saveSeries(
  tx: Queryable,
  ownerId: string,
  series: JobSeries,
  seq: number,
  today: string,
) {
  await tx.query(
    `UPDATE job_series SET service_type = $3, price = $4, notes = $5, start_date = $6::date,
       start_time = $7, window_end = $8, rule = $9::jsonb, generated_through = $10::date,
       top_up_due = $11::date, updated_at = now(), change_seq = $12
     WHERE owner_id = $1 AND id = $2`,
    [
      ownerId,
      series.id,
      series.serviceType,
      series.price,
      series.notes,
      series.startDate,
      series.startTime ?? null,
      series.windowEnd ?? null,
      JSON.stringify(series.rule),
      series.generatedThrough,
      topUpDue(series, today),
      seq,
    ],
  );
}

/** Owners whose "nothing due" answer is kept at most; past it all are dropped. */
const NOTHING_DUE_MAX = 100_000;

export function createSeriesRepository(db: Db) {
  /** Per owner, `${change number} ${day}` at which no series was due (PGlite only). */
  const nothingDue = new Map<string, string>();
  const getOn = async (runner: Queryable, ownerId: string, id: string) =>
    (await readSeries(runner, ownerId, 'id = $2', [id]))[0];

  return {
    list: (ownerId: string) => readSeries(db, ownerId, 'true', []),
    get: (ownerId: string, id: string) => getOn(db, ownerId, id),

    /** The series written after change `after` up to `upTo` (the sync pull). */
    changed: (runner: Queryable, ownerId: string, after: number, upTo: number) =>
      readSeries(runner, ownerId, 'change_seq > $2 AND change_seq <= $3', [after, upTo]),

    /** Creates the series and the visits of its window, in one write. */
    async insert(ownerId: string, id: string, body: SeriesCreateBody, today: string) {
      const { value } = await writeOwned<
        { series: JobSeries; jobIds: string[]; created: boolean } | 'deleted'
      >(db, ownerId, async (tx, seq) => {
        if (await isDeleted(tx, ownerId, 'series', id)) return { changed: false, value: 'deleted' };
        const rows = await tx.query(
          `INSERT INTO job_series (owner_id, id, customer_id, service_type, price, notes,
             start_date, start_time, window_end, rule, change_seq)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10::jsonb, $11)
           ON CONFLICT (owner_id, id) DO NOTHING RETURNING id`,
          [
            ownerId,
            id,
            body.customer_id,
            body.service_type,
            body.price,
            body.notes?.trim() ?? '',
            body.start_date,
            body.start_time ?? null,
            body.start_time ? (body.window_end ?? null) : null,
            JSON.stringify(body.rule),
            seq,
          ],
        );
        const stored = (await getOn(tx, ownerId, id))!;
        if (rows.length === 0) {
          return { changed: false, value: { series: stored, jobIds: [], created: false } };
        }
        const jobIds = await generate(tx, ownerId, [stored], today, seq);
        const series = (await getOn(tx, ownerId, id))!;
        return { changed: true, value: { series, jobIds, created: true } };
      });
      return value;
    },

    /**
     * The lazy top-up: one indexed question when nothing is due (the usual case); else the due
     * series are read again under the owner's write lock and topped up. When none is due, also
     * answers the owner's change number read in the same statement (decision 036): the read that
     * follows can use it instead of asking again, as nothing was written in between.
     * On PGlite the answer "nothing due" is kept for the change number it was read at
     * (decision 044): series change only in writes, each of which takes a new number, so while
     * the owner's number stays the same nothing more can fall due that day; no query at all.
     */
    async topUp(ownerId: string, today: string): Promise<{ added: number; version?: number }> {
      const known = db.changeNumbers.known(ownerId);
      if (known !== undefined && nothingDue.get(ownerId) === `${known} ${today}`) {
        return { added: 0, version: known };
      }
      const [row] = await db.query<{ due: boolean; version: string | number | null }>(
        `SELECT EXISTS (SELECT 1 FROM job_series WHERE owner_id = $1 AND top_up_due IS NOT NULL
             AND top_up_due <= $2::date) AS due,
           (SELECT version FROM sync_state WHERE owner_id = $1) AS version`,
        [ownerId, today],
      );
      if (!row?.due) {
        const version = Number(row?.version ?? 0);
        db.changeNumbers.saw(ownerId, version);
        // Kept only when it is the number the process knows as the last (never on PostgreSQL).
        if (db.changeNumbers.known(ownerId) === version) {
          if (nothingDue.size >= NOTHING_DUE_MAX) nothingDue.clear();
          nothingDue.set(ownerId, `${version} ${today}`);
        }
        return { added: 0, version };
      }
      const { value } = await writeOwned(db, ownerId, async (tx, seq) => {
        const list = await readSeries(
          tx,
          ownerId,
          'top_up_due IS NOT NULL AND top_up_due <= $2::date',
          [today],
        );
        if (list.length === 0) return { changed: false, value: 0 };
        const ids = await generate(tx, ownerId, list, today, seq);
        return { changed: true, value: ids.length };
      });
      return { added: value };
    },

    /** "This and following" from `from` (started, completed, paid, skipped visits kept). */
    async update(
      ownerId: string,
      id: string,
      changes: SeriesRuleChanges,
      from: string,
      today: string,
    ): Promise<JobSeries | undefined> {
      const { value } = await writeOwned<JobSeries | undefined>(db, ownerId, async (tx, seq) => {
        const old = await getOn(tx, ownerId, id);
        if (!old) return { changed: false, value: undefined };
        const next = changeSeries(old, changes, new Date().toISOString());
        await saveSeries(tx, ownerId, next, seq, today);
        await changeVisits(tx, ownerId, next, changes, from, seq);
        await generate(tx, ownerId, [next], today, seq);
        return { changed: true, value: await getOn(tx, ownerId, id) };
      });
      return value;
    },

    /** Deletes the changeable visits on/after `from` and ends the series the day before. */
    async end(ownerId: string, id: string, from: string, today: string): Promise<boolean> {
      const { changed } = await writeOwned(db, ownerId, async (tx, seq) => {
        const old = await getOn(tx, ownerId, id);
        if (!old) return { changed: false, value: undefined };
        const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000)
          .toISOString()
          .slice(0, 10);
        const next = {
          ...old,
          rule: { ...old.rule, end: { type: 'until' as const, date: dayBefore } },
        };
        await saveSeries(tx, ownerId, next, seq, today);
        await deleteWithTombstones(
          tx,
          ownerId,
          'job',
          seq,
          `DELETE FROM jobs WHERE owner_id = $1 AND series_id = $2 AND scheduled_date >= $3::date
             AND ${CHANGEABLE} RETURNING id`,
          [ownerId, id, from],
        );
        return { changed: true, value: undefined };
      });
      return changed;
    },

    /** Deletes the series and its changeable visits; the others stay for the record. */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'series', 'job_series', id, (tx, seq) =>
        deleteWithTombstones(
          tx,
          ownerId,
          'job',
          seq,
          `DELETE FROM jobs WHERE owner_id = $1 AND series_id = $2 AND ${CHANGEABLE} RETURNING id`,
          [ownerId, id],
        ),
      );
    },

    /** The business hours of the owner's profile, if one is kept. */
    async businessHours(ownerId: string) {
      const [row] = await db.query<{ hours: unknown }>(
        `SELECT profile -> 'businessHours' AS hours FROM business_profiles WHERE owner_id = $1`,
        [ownerId],
      );
      return row?.hours ?? null;
    },

    /** Rain delay: the day's jobs not started move to `target`; answers their ids. */
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

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
