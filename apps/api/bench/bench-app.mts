// The one way the benchmarks start the real app (inject, no network) on an in-memory PGlite, or
// the PostgreSQL named by DATABASE_URL, with one signed-up owner. BENCH_DATA_DIR puts PGlite on
// disk instead (with PGLITE_FSYNC as set): what fsync costs a write (decision 057).
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export async function startBenchApp(ownerName: string) {
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: process.env.BENCH_DATA_DIR || 'memory://',
      DATABASE_URL: process.env.DATABASE_URL,
      PGLITE_FSYNC: process.env.PGLITE_FSYNC,
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'false',
      AUTH_RATE_LIMIT: '1000000',
    }),
    logger: false,
  });
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: ownerName,
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'bench-password',
    },
  });
  const { token, user } = register.json<{ token: string; user: { id: string } }>();
  return { app, user, headers: { authorization: `Bearer ${token}` } };
}
