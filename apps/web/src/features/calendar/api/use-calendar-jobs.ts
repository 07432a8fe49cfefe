// The calendar's view of the one data query (docs/architecture.md §4: derived through `select`): the jobs of
// each scheduled day, so every mode (signed in offline, demo, waitlist test) shows the same.
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useData } from '#web/data/hooks/data-context.tsx';
import { jobsByDay } from '../utils/calendar-days.ts';

const selectJobsByDay = (snapshot: DataSnapshot) => jobsByDay(snapshot.jobs);

export const useCalendarJobs = () => useData(selectJobsByDay);
