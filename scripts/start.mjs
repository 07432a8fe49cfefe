// `npm start`: builds the web app when it has not been built yet (unless WEB_DIST names another
// build), builds the API to compiled JavaScript when its bundle is missing or stale, then runs
// the server on plain Node (decision 022: no TypeScript loader in production) in this same
// process: no second Node to start, no git to spawn (decision 036: ready sooner).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/** The checked-out commit, short, read from .git's files (a worktree's .git is a file). */
function gitCommit() {
  try {
    let gitDir = '.git';
    if (statSync(gitDir).isFile()) {
      gitDir = readFileSync(gitDir, 'utf8')
        .replace(/^gitdir:\s*/, '')
        .trim();
    }
    const common = existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head.slice(0, 7);
    const ref = head.slice(5);
    for (const dir of [gitDir, common]) {
      const file = path.join(dir, ref);
      if (existsSync(file)) return readFileSync(file, 'utf8').trim().slice(0, 7);
    }
    const packed = readFileSync(path.join(common, 'packed-refs'), 'utf8');
    const line = packed.split('\n').find((entry) => entry.endsWith(` ${ref}`));
    return line?.slice(0, 7);
  } catch {
    return undefined;
  }
}

if (!process.env.BUILD_HASH) {
  const commit = gitCommit();
  if (commit) process.env.BUILD_HASH = commit;
}

// As --enable-source-maps would: stack traces name the TypeScript files.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(API_BUNDLE).href);
