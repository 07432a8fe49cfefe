// Repeating visits on the server (issue 14, decision 030): the job_series table, and which visits
// each write makes, moves or deletes. The visits are ordinary rows of jobs, written by the jobs
// module (`jobs`, handed over by its service, decision 054) inside the series write. Every write
// goes through writeOwned (one change number per write, for the sync pull); visit inserts are
// ON CONFLICT DO NOTHING on the visit's deterministic id and on (owner, series, date), so
// concurrent top-ups never duplicate.
import {
  changeSeries,
  datesToGenerate,
  topUpDue,
  visitJobId,
  type JobSeries,
  type SeriesRuleChanges,
} from '@jobtrack/core';
import type { SeriesCreateBody, ServerSeries } from '@jobtrack/core/wire';
import { deleteRecord, isDeleted, writeOwned } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { keptByChangeNumber } from '../../db/kept-by-change-number.ts';
import { asNumber, isoFromUtcText, utcText } from '../../db/sql.ts';
import type { NewVisit, VisitWrites } from '../jobs/jobs.service.ts';

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
  jobs: VisitWrites,
  tx: Queryable,
  ownerId: string,
  list: readonly JobSeries[],
  today: string,
  seq: number,
): Promise<string[]> {
  const visits: NewVisit[] = [];
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
  const created = await jobs.insert(tx, ownerId, visits, seq);
  if (marks.length > 0) {
    await tx.query(
      `UPDATE job_series s SET generated_through = m.through, top_up_due = m.due, change_seq = $2
       FROM jsonb_to_recordset($3::jsonb) AS m (id text, through date, due date)
       WHERE s.owner_id = $1 AND s.id = m.id`,
      [ownerId, seq, JSON.stringify(marks)],
    );
  }
  return created;
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

/** "Nothing due" answers kept at most, all owners together; past it all are dropped. */
const NOTHING_DUE_MAX = 100_000;

export function createSeriesRepository(db: Db, jobs: VisitWrites) {
  /** Per owner, the days on which no series was due, at a change number (PGlite only). */
  const nothingDue = keptByChangeNumber<true>({ max: NOTHING_DUE_MAX });
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
        const jobIds = await generate(jobs, tx, ownerId, [stored], today, seq);
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
      if (known !== undefined && nothingDue.get(ownerId, today, known)) {
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
          nothingDue.keep(ownerId, today, version, true);
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
        const ids = await generate(jobs, tx, ownerId, list, today, seq);
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
        await jobs.change(tx, ownerId, next, changes, from, seq);
        await generate(jobs, tx, ownerId, [next], today, seq);
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
        await jobs.remove(tx, ownerId, id, seq, from);
        return { changed: true, value: undefined };
      });
      return changed;
    },

    /** Deletes the series and its changeable visits; the others stay for the record. */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'series', 'job_series', id, (tx, seq) =>
        jobs.remove(tx, ownerId, id, seq),
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
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
