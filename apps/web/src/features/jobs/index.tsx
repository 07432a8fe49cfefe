// The jobs screens (spec §2), wired to their routes in app/routes/screens.tsx.
export { JobDetailScreen } from './components/job-detail-screen.tsx';
export { JobListScreen } from './components/job-list-screen.tsx';
export { NewJobScreen } from './components/new-job-screen.tsx';
