import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MarkPaidSheet } from '#web/components/payments/mark-paid-sheet.tsx';
import type { SeriesScope } from '#web/components/series/scope-dialog.tsx';
import { SavedNotice } from '#web/components/sync/saved-on-device-note.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { QueryStatus } from '#web/components/ui/load-failed.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { ChangedElsewhereNotice } from '#web/components/sync/changed-elsewhere-notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useJobWithCustomer } from '../api/use-jobs.ts';
import { useFlashBanner } from '#web/lib/hooks/use-flash-banner.ts';
import { jobsFlashState, readJobsFlash, readOfferConfirmation } from '../utils/jobs-flash.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { useUndoableJobUpdate } from '../hooks/use-undoable-job-update.ts';
import { advanceChanges } from '../utils/job-undo.ts';
import { SendDocumentButton } from '#web/components/documents/send-document-button.tsx';
import { JobSignature } from '#web/components/jobs/job-signature.tsx';
import { QuoteOfJobLink } from '#web/components/quotes/quote-of-job-link.tsx';
import { useSetPaid } from '#web/data/hooks/use-set-paid.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { JobActionBar } from './job-action-bar.tsx';
import { JobCustomerCard } from './job-customer-card.tsx';
import { JobDetailHeader } from './job-detail-header.tsx';
import { JobEditForm } from './job-edit-form.tsx';
import { JobInfoPanel } from './job-info-panel.tsx';
import { JobNotFound } from './job-not-found.tsx';
import { JobQuickActions } from './job-quick-actions.tsx';
import { JobPhotos } from '#web/components/photos/job-photos.tsx';

const selectPayments = (snapshot: DataSnapshot) => snapshot.payments;

/** /app/jobs/{id} (spec §2); keyed by id, so moving to another job starts in view mode. */
export function JobDetailScreen() {
  const { id = '' } = useParams();
  return <JobDetail key={id} id={id} />;
}

function JobDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useJobWithCustomer(id);
  // Status steps and payment changes, each with an Undo for 5 s (issue 13).
  const change = useUndoableJobUpdate();
  // Paying goes through the same undoable update (issue 15's one set-paid hook).
  const payment = useSetPaid(change.apply);
  const payments = useData(selectPayments);
  const [isPaying, setIsPaying] = useState(false);
  // 'Job scheduled successfully!' after saving a new job, which opens here (decision 026).
  const flash = useFlashBanner(readJobsFlash);
  // A job just scheduled offers its booking confirmation (issue 28), read before the flash
  // takes the state out of the history entry.
  const location = useLocation();
  const [isOfferingConfirmation, setIsOfferingConfirmation] = useState(() =>
    readOfferConfirmation(location.state),
  );
  // Editing: a one-off job or one visit ('one'), or a visit and the following ones (issue 14).
  const [editScope, setEditScope] = useState<SeriesScope | null>(null);
  const isEditing = editScope !== null;
  // While a delete is on its way the job is already gone from the data; that is not 'not found'.
  const [isDeleting, setIsDeleting] = useState(false);

  if (data.isError && !data.data) return <QueryStatus query={data} />;
  if (data.isPending || (isDeleting && !data.data.job)) return <Spinner />;
  const { job, customer } = data.data;
  if (!job) return <JobNotFound />;

  const isBusy = change.isPending;
  const handleAdvance = () => {
    const changes = advanceChanges(job, new Date());
    if (changes) change.apply(job, changes);
  };
  const handleSetPaid = (paid: boolean) => payment.setPaid(job, paid);

  return (
    <section aria-labelledby="job-heading" className="space-y-4">
      {flash.message ? (
        <SavedNotice onDismiss={flash.dismiss}>{t(flash.message)}</SavedNotice>
      ) : null}
      {isOfferingConfirmation && customer ? (
        <BookingConfirmation
          job={job}
          customer={customer}
          onDone={() => setIsOfferingConfirmation(false)}
        />
      ) : null}
      <JobDetailHeader
        job={job}
        isEditing={isEditing}
        isBusy={isBusy}
        onEdit={setEditScope}
        onTogglePaid={handleSetPaid}
        onDeleting={setIsDeleting}
        onDeleted={(messageKey = 'jobs.deletedSuccess') =>
          void navigate(paths.jobs, { state: jobsFlashState(messageKey) })
        }
      />
      <MutationErrorNotice failure={change.failure} onDismiss={() => change.reset()} />
      <ChangedElsewhereNotice recordId={job.id} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <h3 className="mb-2 font-semibold">
            {t(isEditing ? 'jobs.detail.editTitle' : 'jobs.detail.infoTitle')}
          </h3>
          {isEditing ? (
            <JobEditForm job={job} scope={editScope} onDone={() => setEditScope(null)} />
          ) : (
            <JobInfoPanel
              job={job}
              payments={payments.data}
              isBusy={isBusy}
              onRemovePayment={(removed) => payment.removePayment(job, removed)}
            />
          )}
        </Card>
        <div className="space-y-4">
          <JobCustomerCard job={job} customer={customer} />
          <QuoteOfJobLink job={job} />
          <JobQuickActions job={job} />
          <SendDocumentButton job={job} />
          <JobSignature job={job} />
        </div>
      </div>
      <JobPhotos jobId={job.id} />
      <JobActionBar
        job={job}
        customer={customer}
        isBusy={isBusy}
        undoOffer={change.offer?.jobId === job.id ? change.offer : null}
        onAdvance={handleAdvance}
        onMarkPaid={() => setIsPaying(true)}
        onUndo={change.undo}
      />
      <MarkPaidSheet
        job={job}
        isOpen={isPaying}
        onClose={() => setIsPaying(false)}
        onSave={(paid) => {
          setIsPaying(false);
          payment.recordPayment(job, paid);
        }}
      />
    </section>
  );
}
