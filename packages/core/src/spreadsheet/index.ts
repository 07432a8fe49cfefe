// Importing customers and jobs from a spreadsheet (decision 064).
export * from './sheet-columns.ts';
export * from './sheet-file.ts';
export * from './sheet-plan.ts';
