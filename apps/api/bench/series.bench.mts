// `node --import tsx apps/api/bench/series.bench.mts` (issue 14): repeating visits at scale.
// 500 active series for one owner (weekly, every 2 weeks, monthly by day and by weekday), through
// the real app (inject) on an in-memory PGlite, or the PostgreSQL named by DATABASE_URL.
//   1. the first top-up of all 500 (every visit of the window created): budget 1 s
//   2. a later top-up when all 500 are due again (a week on): budget 1 s
//   3. GET /api/jobs and GET /api/dashboard/stats with the 500 series (nothing due) against an
//      owner holding the same jobs without series: budget 1.25× + 2 ms
// Prints PASS/FAIL per budget; --check exits non-zero on a FAIL.
import { performance } from 'node:perf_hooks';
import { startBenchApp } from './bench-app.mts';

const SERIES = 500;
const CUSTOMERS = 200;
const ROUNDS = 15;
const isCheck = process.argv.includes('--check');
const today = new Date().toISOString().slice(0, 10);

const { app, user, headers } = await startBenchApp('Series Bench');
const plain = await startBenchApp2();

async function startBenchApp2() {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Plain Bench',
      email: `bench-plain-${Date.now()}@example.com`,
      password: 'bench-password',
    },
  });
  const { token, user: owner } = register.json<{ token: string; user: { id: string } }>();
  return { user: owner, headers: { authorization: `Bearer ${token}` } };
}

const rules = [
  { frequency: 'weekly', interval: 1, end: { type: 'never' } },
  { frequency: 'weekly', interval: 2, end: { type: 'never' } },
  { frequency: 'monthly', interval: 1, monthlyBy: 'dayOfMonth', end: { type: 'never' } },
  {
    frequency: 'monthly',
    interval: 1,
    monthlyBy: 'weekdayOfMonth',
    end: { type: 'count', count: 24 },
  },
];

await app.db.transaction(async (tx) => {
  for (const owner of [user.id, plain.user.id]) {
    await tx.query(
      `INSERT INTO customers (owner_id, id, name, service_type)
       SELECT $1, 'customer-bench-' || g, 'Customer ' || g, 'Lawn Care'
       FROM generate_series(1, $2::int) AS g`,
      [owner, CUSTOMERS],
    );
  }
  await tx.query(
    `INSERT INTO job_series (owner_id, id, customer_id, service_type, price, notes, start_date,
       start_time, rule, top_up_due)
     SELECT $1, 'series-bench-' || g, 'customer-bench-' || (1 + g % $3::int), 'Lawn Mowing',
       40 + g % 30, '', $4::date - (g % 20), '09:00', ($5::jsonb) -> (g % 4), $4::date
     FROM generate_series(1, $2::int) AS g`,
    [user.id, SERIES, CUSTOMERS, today, JSON.stringify(rules)],
  );
});

const lines: { ok: boolean; text: string }[] = [];
const budget = (ok: boolean, what: string, figure: string, limit: string) => {
  const text = `${ok ? 'PASS' : 'FAIL'}  ${what}: ${figure} (budget ${limit})`;
  lines.push({ ok, text });
  console.log(text);
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(url: string, who: { headers: Record<string, string> }) {
  const start = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: who.headers });
  const took = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  return took;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// 1. The first top-up of all 500 series (GET /api/series tops up, then lists).
const first = await timed('/api/series', { headers });
const [visitRow] = await app.db.query<{ visits: number }>(
  'SELECT count(*)::int AS visits FROM jobs WHERE owner_id = $1',
  [user.id],
);
const visits = visitRow?.visits ?? 0;
console.log(`      ${SERIES} series, ${visits} visits created`);
budget(first < 1000, `first top-up of ${SERIES} series`, ms(first), '1000 ms');

// 2. A week on, all 500 due again: the ids are deterministic and inserts ignore existing ones.
await app.db.query(
  `UPDATE job_series SET generated_through = generated_through - 7, top_up_due = $2::date
   WHERE owner_id = $1`,
  [user.id, today],
);
const again = await timed('/api/series', { headers });
const [afterRow] = await app.db.query<{ after: number }>(
  'SELECT count(*)::int AS after FROM jobs WHERE owner_id = $1',
  [user.id],
);
const after = afterRow?.after ?? -1;
budget(
  again < 1000 && after === visits,
  `top-up of ${SERIES} due series, no duplicates`,
  ms(again),
  '1000 ms',
);

// 3. The same jobs for an owner without series, then reads of both.
await app.db.query(
  // The same rows byte for byte (series fields included), but no series to top up: the
  // difference measured is what the series cost a read (the top-up check), not the row size.
  `INSERT INTO jobs (owner_id, id, customer_id, title, status, estimated_cost, due_date, paid,
     start_time, series_id, series_date)
   SELECT $2, id, customer_id, title, status, estimated_cost, due_date, paid, start_time,
     series_id, series_date
   FROM jobs WHERE owner_id = $1`,
  [user.id, plain.user.id],
);
for (const url of ['/api/jobs', `/api/dashboard/stats?date=${today}`]) {
  const withSeries: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    without.push(await timed(url, plain));
    withSeries.push(await timed(url, { headers }));
  }
  const a = median(withSeries);
  const b = median(without);
  budget(
    a <= b * 1.25 + 2,
    `GET ${url.split('?')[0]} with ${SERIES} series`,
    `${ms(a)} vs ${ms(b)} without`,
    '1.25× + 2 ms',
  );
}

await app.close();
if (isCheck && lines.some((line) => !line.ok)) process.exit(1);
