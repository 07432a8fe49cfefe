// `npm start`: builds the web app when it has not been built yet (unless WEB_DIST names another
// build), builds the API to compiled JavaScript when its bundle is missing or stale, then runs
// the server on plain Node (decision 022: no TypeScript loader in production).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, apiBuildIsStale, buildApi } from './build-api.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

const webPackage = 'apps/web/package.json';
if (!process.env.WEB_DIST && existsSync(webPackage) && !existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@jobtrack/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (apiBuildIsStale()) {
  console.log('Building the server…');
  await buildApi();
}

const env = { ...process.env };
if (!env.BUILD_HASH) {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (git.status === 0) env.BUILD_HASH = git.stdout.trim();
}

const server = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
