// Import boundaries and cycles (docs/architecture.md §2), checked from the source: in the web app,
// the layers config → lib → data → components → features → app, each importing only its own and
// lower ones, and features never import each other; and no module
// cycle anywhere (type-only and lazy imports aside: they create no load-time cycle). In the web
// app an import that leaves its own folder (one feature, or one top-level folder such as lib or
// components) is written with the #web/ alias (apps/web/package.json "imports"), and one that
// stays inside it is relative — one way to write each import. And no two files of the web app
// share a name (index files aside).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['packages/core/src', 'apps/api/src', 'apps/web/src'];
const WEB = path.resolve('apps/web/src');
const LOWER_LAYERS = ['components', 'lib', 'config', 'data', 'locales'];
// The web app's layers, lowest first (docs/architecture.md §2): a file imports its own layer or
// lower ones, type-only imports included, never a higher one. The texts sit with the config.
const LAYER_ORDER = ['config', 'lib', 'data', 'components', 'features', 'app'];
const layerOf = (file) => {
  const top = path.relative(WEB, file).split(path.sep)[0];
  return LAYER_ORDER.indexOf(top === 'locales' ? 'config' : top);
};
const ALIAS = '#web/';

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(name) ? [path.resolve(full)] : [];
  });

const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(STATIC))
    found.push({ spec: match[2], isTypeOnly: Boolean(match[1]), isLazy: false });
  for (const match of text.matchAll(DYNAMIC))
    found.push({ spec: match[1], isTypeOnly: false, isLazy: true });
  return found
    .filter(({ spec }) => spec.startsWith('.') || spec.startsWith(ALIAS))
    .map((entry) => ({
      ...entry,
      target: entry.spec.startsWith(ALIAS)
        ? path.join(WEB, entry.spec.slice(ALIAS.length))
        : path.resolve(path.dirname(file), entry.spec),
    }));
}

/** The folder an import may reach relatively: one feature, or one top-level folder of the web app. */
function webArea(file) {
  const parts = path.relative(WEB, file).split(path.sep);
  if (parts.length === 1) return '';
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

/** Where a web file sits: a lower layer, a feature (by name), or the app. */
function webPlace(file) {
  const [top, name] = path.relative(WEB, file).split(path.sep);
  if (top === 'features') return { kind: 'feature', name };
  if (top === 'app') return { kind: 'app' };
  if (LOWER_LAYERS.includes(top)) return { kind: 'lower' };
  return { kind: 'other' };
}

const problems = [];
const graph = new Map();
const files = ROOTS.flatMap(walk);

for (const file of files) {
  const edges = [];
  for (const { spec, target, isTypeOnly, isLazy } of importsOf(file)) {
    if (!isTypeOnly && !isLazy) edges.push(target);
    if (!file.startsWith(WEB + path.sep)) continue;
    const where = `${path.relative('.', file)} imports ${spec}`;
    const sameArea = webArea(file) === webArea(target) && webArea(file) !== '';
    if (spec.startsWith('.') && !sameArea && !(webArea(file) === '' && webArea(target) === '')) {
      problems.push(
        `${where}: outside its own folder, import with ${ALIAS}${path.relative(WEB, target).split(path.sep).join('/')}`,
      );
    }
    if (spec.startsWith(ALIAS) && sameArea) {
      problems.push(`${where}: inside its own folder, import relatively`);
    }
    if (file.includes(`${path.sep}test${path.sep}`)) continue;
    const from = webPlace(file);
    const to = webPlace(target);
    const [fromLayer, toLayer] = [layerOf(file), layerOf(target)];
    if (fromLayer >= 0 && toLayer > fromLayer) {
      problems.push(
        `${where}: ${LAYER_ORDER[fromLayer]} sits below ${LAYER_ORDER[toLayer]} (${LAYER_ORDER.join(' → ')})`,
      );
    }
    if (from.kind === 'lower' && (to.kind === 'feature' || to.kind === 'app')) {
      problems.push(`${where}: lower layers never import features or the app`);
    }
    if (
      from.kind === 'feature' &&
      (to.kind === 'app' || (to.kind === 'feature' && to.name !== from.name))
    ) {
      problems.push(
        `${where}: features never import each other or the app; compose them in app/routes`,
      );
    }
  }
  graph.set(file, edges);
}

// One name, one job (decision 058): no two non-test files of the web app share a basename, so a
// name found in an import or a stack trace says which file it is. A folder's public entry
// (index.ts / index.tsx) is the one name several folders may use.
const SHARED_NAMES = new Set(['index.ts', 'index.tsx']);
const byName = new Map();
for (const file of files) {
  if (!file.startsWith(WEB + path.sep) || /\.test\.tsx?$/.test(file)) continue;
  const name = path.basename(file);
  if (SHARED_NAMES.has(name)) continue;
  byName.set(name, [...(byName.get(name) ?? []), path.relative('.', file)]);
}
for (const [name, found] of byName) {
  if (found.length > 1) {
    problems.push(
      `${name} names ${found.length} files (${found.join(', ')}): give each a name that says what it does`,
    );
  }
}

// Depth-first search for a cycle through value imports.
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') {
      const cycle = stack.slice(stack.indexOf(next)).concat(next);
      problems.push(`import cycle: ${cycle.map((f) => path.relative('.', f)).join(' -> ')}`);
    } else if (!state.has(next) && graph.has(next)) {
      visit(next);
    }
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`imports: ${files.length} files, boundaries kept, no cycles`);
