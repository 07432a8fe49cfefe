import { describe, expect, it } from 'vitest';
import { INITIAL_REPEAT, repeatErrors, ruleFromRepeat, type RepeatValues } from './repeat-form.ts';

const values = (changes: Partial<RepeatValues>): RepeatValues => ({
  ...INITIAL_REPEAT,
  ...changes,
});

describe('the Repeat part of the schedule form', () => {
  it('Never is a one-off job, with nothing to check', () => {
    expect(ruleFromRepeat(INITIAL_REPEAT)).toBeNull();
    expect(repeatErrors(values({ interval: 'x', end: 'until' }), '2030-05-14')).toEqual({});
  });

  it('turns each choice into its rule', () => {
    expect(ruleFromRepeat(values({ repeat: 'weekly' }))).toEqual({
      frequency: 'weekly',
      interval: 1,
      end: { type: 'never' },
    });
    expect(
      ruleFromRepeat(values({ repeat: 'everyNWeeks', interval: '3', end: 'count', count: '6' })),
    ).toEqual({
      frequency: 'weekly',
      interval: 3,
      end: { type: 'count', count: 6 },
    });
    expect(
      ruleFromRepeat(values({ repeat: 'monthlyDay', end: 'until', until: '2031-01-31' })),
    ).toEqual({
      frequency: 'monthly',
      interval: 1,
      monthlyBy: 'dayOfMonth',
      end: { type: 'until', date: '2031-01-31' },
    });
    expect(ruleFromRepeat(values({ repeat: 'monthlyWeekday' }))).toMatchObject({
      frequency: 'monthly',
      monthlyBy: 'weekdayOfMonth',
    });
  });

  it('refuses a bad number of weeks, of visits, and a missing or early last day', () => {
    for (const interval of ['1', '53', '2.5', '', 'two']) {
      expect(repeatErrors(values({ repeat: 'everyNWeeks', interval }), '2030-05-14')).toEqual({
        interval: 'series.repeat.intervalInvalid',
      });
    }
    expect(repeatErrors(values({ repeat: 'everyNWeeks', interval: '52' }), '2030-05-14')).toEqual(
      {},
    );
    for (const count of ['0', '501', '-1', '']) {
      expect(repeatErrors(values({ repeat: 'weekly', end: 'count', count }), '2030-05-14')).toEqual(
        {
          count: 'series.repeat.countInvalid',
        },
      );
    }
    expect(
      repeatErrors(values({ repeat: 'weekly', end: 'until', until: '' }), '2030-05-14'),
    ).toEqual({
      until: 'series.repeat.untilRequired',
    });
    expect(
      repeatErrors(values({ repeat: 'weekly', end: 'until', until: '2030-05-13' }), '2030-05-14'),
    ).toEqual({ until: 'series.repeat.untilBeforeStart' });
    expect(
      repeatErrors(values({ repeat: 'weekly', end: 'until', until: '2030-05-14' }), '2030-05-14'),
    ).toEqual({});
  });

  it('refuses a last day the server would refuse, with the job date words (issue 23)', () => {
    expect(
      repeatErrors(values({ repeat: 'weekly', end: 'until', until: '3000-01-01' }), '2030-05-14'),
    ).toEqual({ until: 'jobs.dateOutOfRange' });
  });
});
