// Vite replaces __BUILD_HASH__ at build time (vite.config.ts `define`); the vitest project does
// not load that config, so tests give it a value before any module reads it. Import this first.
const scope = globalThis as { __BUILD_HASH__?: string };
scope.__BUILD_HASH__ ??= 'test';
