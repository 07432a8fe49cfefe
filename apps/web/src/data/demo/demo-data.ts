// The demo account's sample data (spec §3, §9): 4 customers and 6 jobs dated relative to today,
// so the dashboard is alive whatever the day. The §9 demo stats hold for this data on every
// weekday: 2 completed, 4 unpaid (paid false), 3 scheduled this week (weeks start Sunday),
// revenue 930 (paid prices) and pending revenue 705 (unpaid prices).
import {
  DEMO_JOB_DURATION_MINUTES,
  paymentStatusFromPaid,
  paymentsOfPaidJobs,
  startOfWeekSunday,
  toIsoDate,
  type Customer,
  type Job,
  type JobStatus,
} from '@jobtrack/core';
import { addDays, addHours, isWithinInterval, max, startOfDay, subDays, subHours } from 'date-fns';
import type { RecordsSnapshot } from '../data-source.ts';
import { withDerivedFields } from '../shared/records.ts';

/** The sample ids carry no user-created prefix, so demo mode refuses to delete them (spec §5). */
export const DEMO_CUSTOMER_IDS = [
  'demo-customer-1',
  'demo-customer-2',
  'demo-customer-3',
  'demo-customer-4',
] as const;
export const DEMO_JOB_IDS = [
  'demo-job-1',
  'demo-job-2',
  'demo-job-3',
  'demo-job-4',
  'demo-job-5',
  'demo-job-6',
] as const;

/** The demo records by name, for the data and its feed (demo-feed.ts). */
export const [SARAH, MIKE, EMILY, DAVID] = DEMO_CUSTOMER_IDS;
export const [
  MOWING_TODAY,
  GUTTERS_LAST_WEEK,
  DESIGN_TODAY,
  HEDGES_THIS_WEEK,
  WASH_NEXT_WEEK,
  TREES_LATER,
] = DEMO_JOB_IDS;

/** The days of the job schedule, worked out from `now` (local time). */
export const demoDays = (now: Date) => {
  const today = startOfDay(now);
  const weekStart = startOfWeekSunday(now);
  const weekEnd = addDays(weekStart, 6);
  // Another day of this week: tomorrow when the week has one, else yesterday (Saturday).
  const otherDayThisWeek = [addDays(today, 1), subDays(today, 1)].find((day) =>
    isWithinInterval(day, { start: weekStart, end: weekEnd }),
  )!;
  return {
    today,
    otherDayThisWeek,
    lastWeek: subDays(weekStart, 3),
    nextWeek: addDays(weekEnd, 4),
    inTwoWeeks: addDays(weekEnd, 11),
    // Completed this morning, but never before midnight: it must count for today's earnings even
    // when "now" is just after midnight on a Sunday.
    completedToday: max([today, subHours(now, 2)]),
  };
};

const customer = (
  id: string,
  fields: Omit<
    Customer,
    'id' | 'createdDate' | 'totalUnpaid' | 'email' | 'businessName' | 'notes'
  > &
    Partial<Pick<Customer, 'email' | 'businessName' | 'notes'>>,
  created: Date,
): Customer => ({
  id,
  email: '',
  businessName: '',
  notes: '',
  ...fields,
  createdDate: created.toISOString(),
  totalUnpaid: 0,
});

type JobSeed = {
  id: string;
  customerId: string;
  serviceType: string;
  day: Date;
  price: number;
  status: JobStatus;
  paid: boolean;
  notes: string;
  created: Date;
  completed?: Date;
  estimatedDuration?: number;
};

const job = (seed: JobSeed): Job => {
  const scheduledDate = toIsoDate(seed.day);
  const completed = seed.completed?.toISOString();
  return {
    id: seed.id,
    customerId: seed.customerId,
    customerName: '',
    title: seed.serviceType,
    description: seed.notes,
    serviceType: seed.serviceType,
    scheduledDate,
    dueDate: scheduledDate,
    price: seed.price,
    status: seed.status,
    paymentStatus: paymentStatusFromPaid(seed.paid),
    paid: seed.paid,
    notes: seed.notes,
    createdDate: seed.created.toISOString(),
    estimatedDuration: seed.estimatedDuration ?? DEMO_JOB_DURATION_MINUTES,
    ...(completed ? { completedAt: completed, completedDate: completed } : {}),
  };
};

/** A fresh copy of the demo data for `now`; names and unpaid totals already derived. */
export const createDemoSnapshot = (now: Date): RecordsSnapshot => {
  const days = demoDays(now);
  const customers = [
    customer(
      SARAH,
      {
        name: 'Sarah Johnson',
        phone: '(555) 123-4567',
        email: 'sarah.johnson@example.com',
        address: '123 Oak Street, Springfield',
        serviceType: 'Lawn Mowing',
        notes: 'Prefers morning appointments. Side gate code 1234.',
      },
      subDays(now, 120),
    ),
    customer(
      MIKE,
      {
        name: 'Mike Chen',
        phone: '(555) 234-5678',
        email: 'mike.chen@example.com',
        address: '456 Maple Avenue, Springfield',
        serviceType: 'Gutter Cleaning',
      },
      subDays(now, 75),
    ),
    customer(
      EMILY,
      {
        name: 'Emily Rodriguez',
        phone: '(555) 345-6789',
        email: 'emily@rodriguezdental.example.com',
        address: '789 Pine Road, Springfield',
        businessName: 'Rodriguez Dental',
        serviceType: 'Landscape Design',
        notes: 'Front beds of the office; work before 8 AM or after 5 PM.',
      },
      subDays(now, 40),
    ),
    customer(
      DAVID,
      {
        name: 'David Thompson',
        phone: '(555) 456-7890',
        address: '321 Elm Court, Springfield',
        serviceType: 'Pressure Washing',
      },
      subDays(now, 5),
    ),
  ];
  const jobs = [
    job({
      id: MOWING_TODAY,
      customerId: SARAH,
      serviceType: 'Lawn Mowing',
      day: days.today,
      price: 80,
      status: 'completed',
      paid: true,
      notes: 'Front and back lawn, edge the driveway.',
      created: subDays(now, 6),
      completed: days.completedToday,
      estimatedDuration: 90,
    }),
    job({
      id: GUTTERS_LAST_WEEK,
      customerId: MIKE,
      serviceType: 'Gutter Cleaning',
      day: days.lastWeek,
      price: 175,
      status: 'completed',
      paid: false,
      notes: 'Two-story house; bring the long ladder.',
      created: subDays(days.lastWeek, 7),
      completed: addHours(days.lastWeek, 15),
    }),
    // Paid up front: a deposit-style job, so the paid list is not only finished work.
    job({
      id: DESIGN_TODAY,
      customerId: EMILY,
      serviceType: 'Landscape Design',
      day: days.today,
      price: 850,
      status: 'in-progress',
      paid: true,
      notes: 'New plant beds at the office entrance. Paid in advance.',
      created: subDays(now, 12),
      estimatedDuration: 480,
    }),
    job({
      id: HEDGES_THIS_WEEK,
      customerId: SARAH,
      serviceType: 'Hedge Trimming',
      day: days.otherDayThisWeek,
      price: 120,
      status: 'scheduled',
      paid: false,
      notes: 'Trim the boxwood hedges along the fence.',
      created: subDays(now, 3),
    }),
    job({
      id: WASH_NEXT_WEEK,
      customerId: DAVID,
      serviceType: 'Pressure Washing',
      day: days.nextWeek,
      price: 250,
      status: 'scheduled',
      paid: false,
      notes: 'Driveway and back deck.',
      created: subDays(now, 2),
      estimatedDuration: 180,
    }),
    job({
      id: TREES_LATER,
      customerId: EMILY,
      serviceType: 'Tree Trimming',
      day: days.inTwoWeeks,
      price: 160,
      status: 'scheduled',
      paid: false,
      notes: 'Two oaks over the parking lot.',
      created: subDays(now, 1),
    }),
  ];
  return withDerivedFields({ customers, jobs, series: [], payments: paymentsOfPaidJobs(jobs) });
};
