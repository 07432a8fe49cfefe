// Import boundaries and cycles (DESIGN.md §2), checked from the source: in the web app,
// ui/lib/config/data -> features -> app and features never import each other; and no module
// cycle anywhere (type-only and lazy imports aside: they create no load-time cycle).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['packages/core/src', 'apps/api/src', 'apps/web/src'];
const WEB = path.resolve('apps/web/src');
const LOWER_LAYERS = ['components', 'lib', 'config', 'data', 'locales'];

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
    .filter(({ spec }) => spec.startsWith('.'))
    .map((entry) => ({ ...entry, target: path.resolve(path.dirname(file), entry.spec) }));
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
    if (!file.startsWith(WEB + path.sep) || file.includes(`${path.sep}test${path.sep}`)) continue;
    const from = webPlace(file);
    const to = webPlace(target);
    const where = `${path.relative('.', file)} imports ${spec}`;
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
