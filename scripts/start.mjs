// `npm start`: builds the web app when it has not been built yet, then runs the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const webPackage = 'apps/web/package.json';
if (existsSync(webPackage) && !existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@jobtrack/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env };
if (!env.BUILD_HASH) {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (git.status === 0) env.BUILD_HASH = git.stdout.trim();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
