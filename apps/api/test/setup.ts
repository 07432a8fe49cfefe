// Runs before every API test file: a test fails on any break the query recorder saw while it
// ran (test/query-recorder.ts: a statement on an owned table without its owner, or running
// totals that differ from a count from scratch after a write).
import { afterAll, afterEach } from 'vitest';
import { takeBreaks, takeStatements, type Break } from './query-recorder.ts';

const report = (found: Break[]) =>
  `${found.length} break(s) of the owner rules:\n` +
  found.map((b) => `  [${b.rule}] ${b.detail ?? ''}\n    ${b.sql.slice(0, 400)}`).join('\n');

afterEach(() => {
  takeStatements();
  const found = takeBreaks();
  if (found.length > 0) throw new Error(report(found));
});

afterAll(() => {
  const found = takeBreaks();
  if (found.length > 0) throw new Error(report(found));
});
