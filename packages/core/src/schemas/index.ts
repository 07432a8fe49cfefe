export * from './auth.ts';
export * from './backup.ts';
export * from './customer-form.ts';
export * from './job-form.ts';
export * from './messages.ts';
export * from './profile-form.ts';
export * from './waitlist.ts';
