// The API's wire: request and answer schemas shared by the server and the web app's api adapter.
export * from './common.ts';
export * from './limits.ts';
export * from './customers.ts';
export * from './jobs.ts';
export * from './auth.ts';
export * from './waitlist.ts';
export * from './analytics.ts';
export * from './profile.ts';
export * from './errors.ts';
export * from './sync.ts';
export * from './documents.ts';
export * from './series.ts';
export * from './import.ts';
export * from './merge.ts';
export * from './payments.ts';
export * from './quotes.ts';
export * from './photos.ts';
