// Test-data factories with overrides, shared by the core, API and web tests.
export * from './factories.ts';
export * from './issues.ts';
