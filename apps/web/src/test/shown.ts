// What the screens show of a data source: its one snapshot (decision 040), loaded first when the
// source has none yet. Tests read records through it, as the screens do.
import type { DataSnapshot, DataSource } from '#web/data/data-source.ts';

export const shown = async (source: Pick<DataSource, 'snapshot' | 'load'>): Promise<DataSnapshot> =>
  source.snapshot() ?? source.load();
