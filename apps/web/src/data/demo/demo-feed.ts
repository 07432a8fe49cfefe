// The demo account's notification seed and activity feed (spec §3), about the demo records and
// timed relative to now, like the data they describe.
import type { AppNotification } from '@jobtrack/core';
import { max, subDays, subHours } from 'date-fns';
import {
  DAVID,
  DESIGN_TODAY,
  EMILY,
  GUTTERS_LAST_WEEK,
  HEDGES_THIS_WEEK,
  MOWING_TODAY,
  SARAH,
  TREES_LATER,
  WASH_NEXT_WEEK,
  demoDays,
} from './demo-data.ts';

/** The demo activity feed entry of spec §3. */
export type DemoActivityType = 'job_completed' | 'job_started' | 'customer_added' | 'job_scheduled';
export type DemoActivity = {
  type: DemoActivityType;
  description: string;
  timestamp: string;
  jobId: string;
  customerId: string;
};

/** The demo notification seed (spec §3): reminder, payment and success, each about a job. */
export const createDemoNotifications = (now: Date): AppNotification[] => [
  {
    id: 'demo-notification-reminder',
    type: 'reminder',
    title: 'Upcoming job',
    message: 'Hedge Trimming for Sarah Johnson is coming up this week.',
    timestamp: subHours(now, 1).toISOString(),
    read: false,
    dismissible: true,
    jobId: HEDGES_THIS_WEEK,
  },
  {
    id: 'demo-notification-payment',
    type: 'payment',
    title: 'Payment due',
    message: 'Mike Chen owes $175.00 for Gutter Cleaning.',
    timestamp: subHours(now, 5).toISOString(),
    read: false,
    dismissible: true,
    jobId: GUTTERS_LAST_WEEK,
  },
  {
    id: 'demo-notification-success',
    type: 'success',
    title: 'Job completed',
    message: 'Lawn Mowing for Sarah Johnson is done and paid: $80.00.',
    timestamp: demoDays(now).completedToday.toISOString(),
    read: true,
    dismissible: true,
    jobId: MOWING_TODAY,
  },
];

/** The demo activity feed (spec §3), newest first. */
export const createDemoActivity = (now: Date): DemoActivity[] => {
  const days = demoDays(now);
  return [
    {
      type: 'job_completed',
      description: 'Completed Lawn Mowing for Sarah Johnson',
      timestamp: days.completedToday.toISOString(),
      jobId: MOWING_TODAY,
      customerId: SARAH,
    },
    {
      type: 'job_started',
      description: 'Started Landscape Design for Emily Rodriguez',
      timestamp: max([days.today, subHours(now, 3)]).toISOString(),
      jobId: DESIGN_TODAY,
      customerId: EMILY,
    },
    {
      type: 'job_scheduled',
      description: 'Scheduled Tree Trimming for Emily Rodriguez',
      timestamp: subDays(now, 1).toISOString(),
      jobId: TREES_LATER,
      customerId: EMILY,
    },
    {
      type: 'customer_added',
      description: 'Added new customer David Thompson',
      timestamp: subDays(now, 5).toISOString(),
      jobId: WASH_NEXT_WEEK,
      customerId: DAVID,
    },
  ];
};
