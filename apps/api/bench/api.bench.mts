// `npm run bench`: API latency on realistic data, through the real app (inject, no network).
// Uses an in-memory PGlite, or the PostgreSQL server named by DATABASE_URL.
import { performance } from 'node:perf_hooks';
import { startBenchApp } from './bench-app.mts';

const CUSTOMERS = 200;
const JOBS_PER_CUSTOMER = 10;
const RUNS = 200;

const { app, headers } = await startBenchApp('Bench Owner');

const statuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
for (let c = 0; c < CUSTOMERS; c += 1) {
  const customer = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers,
    payload: { name: `Customer ${c}`, phone: '(555) 123-4567', address: `${c} Elm St` },
  });
  const customerId = customer.json<{ id: string }>().id;
  for (let j = 0; j < JOBS_PER_CUSTOMER; j += 1) {
    const day = new Date(Date.now() + (j - 5) * 86_400_000).toISOString().slice(0, 10);
    await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: {
        customer_id: customerId,
        title: 'Lawn Mowing',
        estimated_cost: 50 + j,
        due_date: day,
        status: statuses[j % 4],
        paid: j % 3 === 0,
      },
    });
  }
}

async function measure(label: string, url: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label.padEnd(28)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
}

console.log(
  `${CUSTOMERS} customers, ${CUSTOMERS * JOBS_PER_CUSTOMER} jobs, ${RUNS} runs each (${app.db.engine})`,
);
await measure('GET /api/health', '/api/health');
await measure('GET /api/customers', '/api/customers');
await measure('GET /api/jobs?status=completed', '/api/jobs?status=completed');
await measure('GET /api/jobs/today', '/api/jobs/today');
await measure('GET /api/jobs/unpaid', '/api/jobs/unpaid');
await measure('GET /api/dashboard/stats', '/api/dashboard/stats');
await measure('GET /api/dashboard/revenue', '/api/dashboard/revenue/monthly');
await app.close();
