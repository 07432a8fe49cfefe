import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/card.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { ChangedElsewhereNotice } from '#web/components/sync/changed-elsewhere-notice.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { CustomerDocuments } from '#web/components/documents/customer-documents.tsx';
import { CustomerQuotes } from '#web/components/quotes/customer-quotes.tsx';
import { selectCustomerDetail } from '../utils/customer-views.ts';
import { CustomerDetailHeader, EDIT_BUTTON_ID } from './customer-detail-header.tsx';
import { CustomerEditPanel } from './customer-edit-panel.tsx';
import { CustomerInfoPanel } from './customer-info-panel.tsx';
import { CustomerJobHistory } from './customer-job-history.tsx';
import {
  CustomerQuickActions,
  CustomerStatsCard,
  OutstandingBalanceCard,
} from './customer-side-panels.tsx';
import { CustomerStatTiles } from './customer-stat-tiles.tsx';
import { useDeleteCustomer } from '../api/customer-mutations.ts';

/** /app/customers/{id} (spec §2). */
export function CustomerDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const select = useMemo(() => selectCustomerDetail(id), [id]);
  const { data, isPending, isError } = useData(select);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const deletion = useDeleteCustomer();
  const wasEditing = useRef(false);

  // Leaving edit mode puts focus back on the Edit button that opened it.
  useEffect(() => {
    if (wasEditing.current && !isEditing) document.getElementById(EDIT_BUTTON_ID)?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  // NOTE: spec §2 — a load failure goes back to the list (a failed refresh keeps the data).
  if (isError && !data) return <Navigate to={paths.customers} replace />;
  if (isPending || !data) return <Spinner />;

  const { customer, jobs, stats } = data;
  if (!customer) {
    // Just deleted: the list is on its way; 'not found' would only flash.
    if (isDeleting) return <Spinner />;
    return (
      <EmptyState
        title={t('customers.notFound')}
        action={
          <ButtonLink to={paths.customers} variant="secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('customers.backToCustomers')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <MutationErrorNotice failure={deletion.failure} onDismiss={() => deletion.reset()} />
      <ChangedElsewhereNotice recordId={customer.id} />
      <CustomerDetailHeader
        customer={customer}
        isEditing={isEditing}
        onEdit={() => setIsEditing(true)}
        deletion={deletion}
        onDeleting={() => setIsDeleting(true)}
        onDeleted={() => void navigate(paths.customers, { replace: true })}
        onDeleteFailed={() => setIsDeleting(false)}
      />
      <CustomerStatTiles stats={stats} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {isEditing ? (
            <CustomerEditPanel customer={customer} onDone={() => setIsEditing(false)} />
          ) : (
            <CustomerInfoPanel customer={customer} />
          )}
          <CustomerJobHistory customerId={customer.id} jobs={jobs} />
          <CustomerQuotes customerId={customer.id} />
          <CustomerDocuments customer={customer} jobs={jobs} />
        </div>
        <div className="space-y-4">
          <CustomerQuickActions customer={customer} />
          {stats.unpaidAmount > 0 ? <OutstandingBalanceCard amount={stats.unpaidAmount} /> : null}
          <CustomerStatsCard stats={stats} />
        </div>
      </div>
    </div>
  );
}
