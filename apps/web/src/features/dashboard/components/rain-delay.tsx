import { nextWorkingDay, toIsoDate, type Job } from '@jobtrack/core';
import { CloudRain } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useBusinessProfile } from '#web/data/hooks/use-business-profile.ts';

/** Today's visits a rain delay moves (issue 14): not started, not skipped. */
export const notStartedToday = (jobs: readonly Job[]): Job[] =>
  jobs.filter((job) => !job.skipped && (job.status === 'scheduled' || job.status === 'pending'));

const useRainDelay = () =>
  useDataMutation(
    (source, { date, shiftFollowing }: { date: string; shiftFollowing: boolean }) =>
      source.rainDelay(date, shiftFollowing),
    { fallback: 'series.rainDelay.failed' },
  );

type RainDelayProps = { today: readonly Job[]; now: Date };

/**
 * Rain delay (issue 14): one action on today's list that moves every visit of today not started
 * to the next working day of the profile's business hours (the default hours while none is
 * saved), asking whether the following visits of their series move too (decision 031).
 */
export function RainDelay({ today, now }: RainDelayProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { profile } = useBusinessProfile();
  const rainDelay = useRainDelay();
  const shiftId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [shiftFollowing, setShiftFollowing] = useState(false);
  const [moved, setMoved] = useState<{ count: number; date: string } | null>(null);

  const date = toIsoDate(now);
  const target = nextWorkingDay(date, profile.businessHours);
  const waiting = notStartedToday(today);
  const hasSeriesVisits = waiting.some((job) => Boolean(job.seriesId));

  const handleConfirm = () => {
    rainDelay.mutate(
      { date, shiftFollowing: hasSeriesVisits && shiftFollowing },
      {
        onSuccess: (jobs) => {
          setIsOpen(false);
          setMoved({ count: jobs.length, date: jobs[0]?.scheduledDate ?? target });
        },
      },
    );
  };

  return (
    <>
      {waiting.length > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            rainDelay.reset();
            setMoved(null);
            setIsOpen(true);
          }}
        >
          <CloudRain aria-hidden="true" className="h-4 w-4" />
          {t('series.rainDelay.button')}
        </Button>
      ) : null}
      {moved ? (
        <div className="basis-full">
          <Notice tone="success" onDismiss={() => setMoved(null)}>
            {t('series.rainDelay.success', {
              count: moved.count,
              date: format.date(moved.date),
            })}
          </Notice>
        </div>
      ) : null}
      <Modal isOpen={isOpen} title={t('series.rainDelay.title')} onClose={() => setIsOpen(false)}>
        <p className="text-gray-700 dark:text-gray-300">
          {t('series.rainDelay.message', { count: waiting.length, date: format.date(target) })}
        </p>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          {t('series.rainDelay.hoursNote')}
        </p>
        {hasSeriesVisits ? (
          <div className="mt-4 flex min-h-11 items-start gap-3">
            <input
              id={shiftId}
              type="checkbox"
              checked={shiftFollowing}
              onChange={(event) => setShiftFollowing(event.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-400 accent-blue-600"
            />
            <label htmlFor={shiftId} className="text-sm text-gray-800 dark:text-gray-200">
              {t('series.rainDelay.shiftFollowing')}
            </label>
          </div>
        ) : null}
        <MutationErrorNotice
          failure={rainDelay.failure}
          onDismiss={() => rainDelay.reset()}
          className="mt-4"
        />
        <div className="mt-6 flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => setIsOpen(false)}
            disabled={rainDelay.isPending}
          >
            {t('common.cancel')}
          </Button>
          <Button onClick={handleConfirm} disabled={rainDelay.isPending}>
            {rainDelay.isPending ? t('series.rainDelay.moving') : t('series.rainDelay.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
