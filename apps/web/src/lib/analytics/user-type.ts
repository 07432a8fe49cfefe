import type { User, UserType } from '@jobtrack/core';
import type { DataMode } from '#web/config/visitor.ts';

/** The four kinds of user of spec §3 and §6, from the sign-in state. */
export function analyticsUserType(mode: DataMode | null, user: User | null): UserType {
  if (!mode || !user) return 'anonymous';
  if (mode === 'demo') return 'demo';
  if (mode === 'local' || user.isWaitlisted) return 'waitlisted';
  return 'authenticated';
}
