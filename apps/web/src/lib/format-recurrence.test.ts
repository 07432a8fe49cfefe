import { describe, expect, it } from 'vitest';
import { enMessages, esMessages } from '#web/locales/index.ts';
import { nthWeekdayOfMonth, recurrenceFormat } from './format-recurrence.ts';

// A tiny t() over the real locale files, with i18next's _one/_other plural keys.
const translator =
  (messages: Record<string, string>) =>
  (key: string, options: Record<string, unknown> = {}): string => {
    const count = options.count;
    const plural =
      typeof count === 'number'
        ? (messages[`${key}_${count === 1 ? 'one' : 'other'}`] ?? null)
        : null;
    const template = plural ?? messages[key];
    if (template === undefined) throw new Error(`no text for ${key}`);
    return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(options[name]));
  };

const en = recurrenceFormat('en', translator(enMessages));
const es = recurrenceFormat('es', translator(esMessages));
const date = (day: string) => day;

describe('how a series reads', () => {
  it('names the weekday and which one of the month it is', () => {
    expect(nthWeekdayOfMonth('2030-05-14')).toBe(2);
    expect(nthWeekdayOfMonth('2030-05-31')).toBe(5);
    expect(en.nthWeekday('2030-05-14')).toBe('the 2nd Tuesday');
    expect(es.nthWeekday('2030-05-14')).toBe('el segundo martes');
  });

  it('summarises every rule, in English and Spanish', () => {
    const never = { type: 'never' } as const;
    expect(en.summary('2030-05-14', { frequency: 'weekly', interval: 1, end: never })).toBe(
      'Repeats every week on Tuesday',
    );
    expect(es.summary('2030-05-14', { frequency: 'weekly', interval: 1, end: never })).toBe(
      'Se repite cada semana el martes',
    );
    expect(en.summary('2030-05-14', { frequency: 'weekly', interval: 2, end: never })).toBe(
      'Repeats every 2 weeks on Tuesday',
    );
    expect(
      en.summary('2030-05-14', {
        frequency: 'monthly',
        interval: 1,
        monthlyBy: 'dayOfMonth',
        end: never,
      }),
    ).toBe('Repeats every month on day 14');
    expect(
      es.summary('2030-05-14', {
        frequency: 'monthly',
        interval: 1,
        monthlyBy: 'weekdayOfMonth',
        end: never,
      }),
    ).toBe('Se repite cada mes el segundo martes');
  });

  it('says how it ends', () => {
    const weekly = { frequency: 'weekly', interval: 1 } as const;
    expect(en.end({ ...weekly, end: { type: 'never' } }, date)).toBe('');
    expect(en.end({ ...weekly, end: { type: 'count', count: 4 } }, date)).toBe('4 visits in all');
    expect(es.end({ ...weekly, end: { type: 'count', count: 1 } }, date)).toBe('1 visita en total');
    expect(en.end({ ...weekly, end: { type: 'until', date: '2030-12-01' } }, date)).toBe(
      'Until 2030-12-01',
    );
  });
});
