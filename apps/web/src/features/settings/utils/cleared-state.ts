// The navigation state clear-all hands the dashboard (spec §4, §8 success messages).

export type ClearedMessageKey = 'settings.clearedDemo' | 'settings.clearedAll';
export type ClearedState = { clearedMessage: ClearedMessageKey };

export const clearedState = (isDemo: boolean): ClearedState => ({
  clearedMessage: isDemo ? 'settings.clearedDemo' : 'settings.clearedAll',
});

/** The message carried by a navigation, or null. */
export const clearedMessage = (state: unknown): ClearedMessageKey | null => {
  if (typeof state !== 'object' || state === null) return null;
  const key = (state as Partial<ClearedState>).clearedMessage;
  return key === 'settings.clearedDemo' || key === 'settings.clearedAll' ? key : null;
};
