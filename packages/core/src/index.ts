// The public face of @jobtrack/core: everything the web app and the API share.
// The API's request and answer schemas live apart, at @jobtrack/core/wire.
export * from './backup.ts';
export * from './check-in.ts';
export * from './constants.ts';
export * from './dashboard.ts';
export * from './dates.ts';
export * from './documents.ts';
export * from './entities.ts';
export * from './limits.ts';
export * from './mappers.ts';
export * from './money.ts';
export * from './notification-messages.ts';
export * from './notification-panel.ts';
export * from './notifications.ts';
export * from './pagination.ts';
export * from './pay-now.ts';
export * from './payments.ts';
export * from './phone.ts';
export * from './price.ts';
export * from './qr-payload.ts';
export * from './recurrence.ts';
export * from './schemas/index.ts';
export * from './status.ts';
export * from './translatable.ts';
export * from './value-rules.ts';
export * from './job-groups.ts';
export * from './service-types.ts';
