// Runs before any module of the app (a classic script listed first in index.html, decision 020).
// zod v4 probes once whether it may compile parsers with `new Function('')`; under our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') the browser blocks the probe and
// reports a CSP violation on every page load. zod reads its global config object when its core
// module loads, and skips the probe when `jitless` is already set there. Setting it from the
// entry module is too late: the bundler evaluates the shared chunk holding zod and core's
// schemas (each z.object reads the probe when it is built) before the entry module's own code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
