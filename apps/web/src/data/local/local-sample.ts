// The waitlist test user's starting data (spec §3): 2 customers and 1 job, so the screens show
// how things look before the visitor enters anything.
import { paymentsOfPaidJobs, toIsoDate, type Customer, type Job } from '@jobtrack/core';
import { addDays, subDays } from 'date-fns';
import type { RecordsSnapshot } from '../data-source.ts';
import {
  buildCustomer,
  buildJob,
  newCustomerId,
  newJobId,
  withDerivedFields,
} from '../shared/records.ts';

/**
 * Fresh ids with the user-created prefixes: these records are the visitor's own, so they can be
 * edited and deleted like anything the visitor adds (the UI shows Delete only for such ids).
 */
export const createLocalSample = (now: Date): RecordsSnapshot => {
  const jamie: Customer = buildCustomer(
    {
      name: 'Jamie Parker',
      phone: '(555) 987-6543',
      address: '42 Willow Lane, Riverside',
      serviceType: 'Lawn Care',
      email: 'jamie.parker@example.com',
      notes: 'Sample customer — edit or delete me.',
    },
    newCustomerId(),
    subDays(now, 14),
  );
  const alex: Customer = buildCustomer(
    {
      name: 'Alex Morgan',
      phone: '(555) 876-5432',
      address: '8 Harbor View, Riverside',
      serviceType: 'House Cleaning',
    },
    newCustomerId(),
    subDays(now, 7),
  );
  const job: Job = buildJob(
    {
      customerId: jamie.id,
      serviceType: 'Lawn Mowing',
      scheduledDate: toIsoDate(addDays(now, 1)),
      price: 65,
      notes: 'Sample job — mow front and back.',
    },
    newJobId(),
    jamie.name,
    subDays(now, 1),
  );
  return withDerivedFields({
    customers: [jamie, alex],
    jobs: [job],
    series: [],
    payments: paymentsOfPaidJobs([job]),
  });
};
