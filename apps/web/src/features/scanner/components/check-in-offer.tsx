import { minutesOnSite, type CheckIn } from '@jobtrack/core';
import { CheckCircle2, Play, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { paths } from '#web/config/paths.ts';
import { useCheckInFormat } from '#web/lib/check-in-format.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';
import { useCheckIn } from '../api/check-in-mutations.ts';

type CheckInOfferProps = {
  checkIn: CheckIn;
  customerName: string;
  onDismiss(): void;
};

/**
 * What a scanned customer code offers while the customer has a job today (issue 13): Start job
 * now (arrival recorded), or, on site, Complete job with the time spent there. Either opens the
 * job afterwards; the customer is one tap away.
 */
export function CheckInOffer({ checkIn, customerName, onDismiss }: CheckInOfferProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const serviceLabel = useServiceTypeLabel();
  const format = useCheckInFormat();
  const mutation = useCheckIn();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { job, step } = checkIn;
  const isStart = step === 'start';
  const onSite = minutesOnSite(job.arrivedAt, new Date().toISOString());

  // The scanner just closed: the offer is where the owner (and a screen reader) lands.
  useEffect(() => headingRef.current?.focus(), []);

  const handleConfirm = () =>
    mutation.mutate(checkIn, { onSuccess: () => void navigate(paths.job(job.id)) });

  const Icon = isStart ? Play : CheckCircle2;
  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t(isStart ? 'checkIn.startTitle' : 'checkIn.completeTitle', { name: customerName })}
      </h2>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        {t('checkIn.todaysJob', { service: serviceLabel(job.serviceType) })}
      </p>
      {!isStart && job.arrivedAt && onSite !== null ? (
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          {t('checkIn.onSiteSince', {
            time: format.moment(job.arrivedAt, job.scheduledDate),
            duration: format.duration(onSite),
          })}
        </p>
      ) : null}
      <MutationErrorNotice
        failure={mutation.failure}
        onDismiss={() => mutation.reset()}
        className="mt-3"
      />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={handleConfirm} disabled={mutation.isPending}>
          <Icon aria-hidden="true" className="h-5 w-5" />
          {t(isStart ? 'checkIn.startJob' : 'checkIn.completeJob')}
        </Button>
        <ButtonLink to={paths.customer(job.customerId)} variant="secondary" size="lg">
          <User aria-hidden="true" className="h-5 w-5" />
          {t('checkIn.viewCustomer')}
        </ButtonLink>
        <Button variant="ghost" size="lg" onClick={onDismiss} disabled={mutation.isPending}>
          {t('checkIn.notNow')}
        </Button>
      </div>
    </Card>
  );
}
