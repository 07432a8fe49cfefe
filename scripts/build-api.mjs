// Builds the API for production (decision 022): one ES module bundle of the server and the shared
// core in apps/api/dist, packages from node_modules left as imports, the migrations beside it.
// `npm start` runs it when the bundle is missing or older than a source file; `npm run build`
// always does. esbuild comes with tsx, which the API already depends on.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = path.join(root, 'apps/api/dist/server.js');
const SOURCES = ['apps/api/src', 'packages/core/src'].map((dir) => path.join(root, dir));

const newest = (dir) =>
  readdirSync(dir).reduce((latest, name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return Math.max(latest, stat.isDirectory() ? newest(full) : stat.mtimeMs);
  }, 0);

/** The bundle is missing, or a source file (or migration) changed after it was made. */
export function apiBuildIsStale() {
  if (!existsSync(API_BUNDLE)) return true;
  const built = statSync(API_BUNDLE).mtimeMs;
  return SOURCES.some((dir) => newest(dir) > built);
}

export async function buildApi() {
  const { build } = await import('esbuild');
  const dist = path.dirname(API_BUNDLE);
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // The workspace's own packages are TypeScript source: bundle them; the rest stays a
        // package import resolved from node_modules at run time.
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@jobtrack/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(path.join(root, 'apps/api/src/db/migrations'), path.join(dist, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildApi();
  console.log(`API built to apps/api/dist in ${Date.now() - started} ms`);
}
