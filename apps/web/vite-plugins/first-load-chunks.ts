import type { Plugin } from 'vite';
import {
  FIRST_VISIT_ENTRIES,
  isEntryModule,
  missingEntriesError,
  type FirstVisitEntry,
} from './first-visit-entries.ts';

/**
 * Chunks cut along what each first visit loads (decision 042), instead of one chunk per set of
 * importers (which made ~80 files of a few hundred bytes each, a round trip apiece on a phone).
 * After the module graph is known, it takes the static-import closure of each page's start:
 * the landing page, the app's entry, the signed-in frame (app shell), the dashboard, and the demo
 * adapter. The app code of each is then one chunk, and nothing a page loads only on demand
 * (other screens, QR, scanner, PDF, settings…) joins a first load:
 *  - `shared`: app code the landing page loads that the app loads as well;
 *  - `visit`: what the landing page loads after its load without React (settings, page view,
 *    service worker) and the app loads at start; `retry`: the same for its waitlist retry;
 *  - `app`: the rest of the app's entry, plus what the sign-in screen shares with the dashboard;
 *  - `shell`: the signed-in frame, and the dashboard's code that other screens use too (the
 *    dashboard's own code stays in its route's chunk);
 *  - `demo`: the demo adapter's code that the other data modes do not use (what they share with
 *    it is `data`).
 * `boot` holds Vite's preload helper and polyfill, which every page's entry imports at once.
 * Libraries keep their own groups (vite.config.ts), which come first.
 */

/** Each start of a first visit, by the entries it begins from (first-visit-entries.ts). */
const STARTS = {
  // The landing page's texts are loaded by the app as well.
  landing: ['landingStart', 'landingMain', 'englishTexts'],
  // What the landing page loads after it has loaded, without React (landing-start.ts).
  landingVisit: ['runtimeConfigLoad', 'analyticsTracker', 'serviceWorker', 'uiTimings'],
  // The waitlist retry it loads as well (with the error texts' helpers and the data layer's error).
  landingRetry: ['waitlistRetry'],
  englishTexts: ['englishTexts'],
  spanishTexts: ['spanishTexts'],
  app: ['app'],
  login: ['login'],
  shell: ['shell'],
  dashboard: ['dashboard'],
  demo: ['demo'],
  otherAdapters: ['local', 'api'],
} as const satisfies Record<string, readonly FirstVisitEntry[]>;

type Start = keyof typeof STARTS;

/** What every page's entry needs before anything else: Vite's preload helper and polyfill. */
const PAGE_HELPERS = /^\0vite[\\/](?:preload-helper|modulepreload-polyfill)\.js$/;

/** Texts stay one chunk per language; CSS and libraries are not grouped here. */
const NOT_GROUPED =
  /[\\/]src[\\/]locales[\\/](?:en|es)\b|\.css$|^\0|node_modules[\\/](?!lucide-react|date-fns)/;

/** What the closures need of each module: its static imports, by the names it takes from each. */
export type ModuleGraph = {
  ids: string[];
  /** Each static import: its module, and the names used ('*': all of them). */
  staticImports: (id: string) => ReadonlyMap<string, Names>;
  dynamicImports: (id: string) => readonly string[];
  /** A module that only re-exports others (an index file), else undefined. */
  barrel: (id: string) => Barrel | undefined;
  exports: (id: string) => readonly string[];
};

export type Names = ReadonlySet<string> | '*';
/** Re-exports: exported name -> [module, its name there ('*': the module's namespace)]. */
export type Barrel = { named: ReadonlyMap<string, [string, string]>; stars: readonly string[] };

/**
 * The modules a start loads: its static imports, transitively. An index file that only
 * re-exports (@jobtrack/core, lucide-react, a feature's index) leads only to the modules whose
 * names are imported through it, as the bundle keeps only those; following all of them would
 * put code used only on demand into a first load.
 */
export function closure(graph: ModuleGraph, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const fullBarrels = new Set<string>();
  const barrelNames = new Map<string, Set<string>>();
  const exportsMemo = new Map<string, Set<string>>();
  const exportsOf = (id: string): Set<string> => {
    let names = exportsMemo.get(id);
    if (names) return names;
    names = new Set();
    exportsMemo.set(id, names);
    const barrel = graph.barrel(id);
    if (!barrel) for (const name of graph.exports(id)) names.add(name);
    else {
      for (const name of barrel.named.keys()) names.add(name);
      for (const star of barrel.stars) for (const name of exportsOf(star)) names.add(name);
    }
    return names;
  };
  const visit = (id: string, names: Names) => {
    const barrel = graph.barrel(id);
    if (!barrel || names === '*') {
      if (seen.has(id) && (!barrel || fullBarrels.has(id))) return;
      seen.add(id);
      if (barrel) fullBarrels.add(id);
      if (barrel) {
        for (const [target, name] of barrel.named.values())
          visit(target, name === '*' ? '*' : new Set([name]));
        for (const star of barrel.stars) visit(star, '*');
        return;
      }
      for (const [target, used] of graph.staticImports(id)) visit(target, used);
      return;
    }
    seen.add(id);
    let asked = barrelNames.get(id);
    if (!asked) barrelNames.set(id, (asked = new Set()));
    for (const name of names) {
      if (asked.has(name)) continue;
      asked.add(name);
      const named = barrel.named.get(name);
      if (named) visit(named[0], named[1] === '*' ? '*' : new Set([named[1]]));
      else
        for (const star of barrel.stars)
          if (exportsOf(star).has(name)) visit(star, new Set([name]));
    }
  };
  for (const start of starts) visit(start, '*');
  return seen;
}

/** Which group each module of the app belongs to (modules of no group are chunked as usual). */
export function assignGroups(graph: ModuleGraph): Map<string, string> {
  // Every entry of the list must be in the build: a missing one would leave its visit's code
  // to Rolldown's default chunking (dozens of small files) without a word.
  const entryIds = new Map<FirstVisitEntry, string>();
  for (const entry of Object.keys(FIRST_VISIT_ENTRIES) as FirstVisitEntry[]) {
    const id = graph.ids.find((candidate) => isEntryModule(candidate, entry));
    if (id) entryIds.set(entry, id);
  }
  const missing = (Object.keys(FIRST_VISIT_ENTRIES) as FirstVisitEntry[]).filter(
    (entry) => !entryIds.has(entry),
  );
  if (missing.length > 0) throw missingEntriesError(missing, "the build's modules");
  const startIds = {} as Record<Start, string[]>;
  for (const [name, entries] of Object.entries(STARTS)) {
    startIds[name as Start] = entries.map((entry) => entryIds.get(entry)!);
  }
  const of = (name: Start) => closure(graph, startIds[name]);
  const landing = of('landing');
  const englishTexts = of('englishTexts');
  const spanishTexts = of('spanishTexts');
  const app = of('app');
  const login = of('login');
  const shell = of('shell');
  const dashboard = of('dashboard');
  const demo = of('demo');
  const otherAdapters = of('otherAdapters');
  // What every other screen (every module loaded on demand but the dashboard) uses.
  const dashboardStart = new Set(startIds.dashboard);
  const otherScreens = closure(
    graph,
    graph.ids
      .flatMap((id) => graph.dynamicImports(id))
      .filter((id) => !dashboardStart.has(id) && !landing.has(id)),
  );
  const signedIn = new Set([...shell, ...dashboard, ...demo]);

  // Each start stays its own chunk: the pages and boot.js load them by name (the manifest's).
  const entries = new Set(
    [...entryIds].filter(([entry]) => FIRST_VISIT_ENTRIES[entry].chunk).map(([, id]) => id),
  );
  const groups = new Map<string, string>();
  const assign = (name: string, ids: Iterable<string>, keep: (id: string) => boolean) => {
    for (const id of ids) {
      if (groups.has(id) || entries.has(id) || NOT_GROUPED.test(id) || id.endsWith('.html'))
        continue;
      if (keep(id)) groups.set(id, name);
    }
  };
  // The pages' entries load these at once: a chunk of their own, so that the landing page's
  // first script does not import `shared` (and React with it) before the page needs React.
  for (const id of graph.ids) if (PAGE_HELPERS.test(id)) groups.set(id, 'boot');
  // The landing page's later work (no React) that the app loads at start: one chunk both load,
  // first, so that it does not import React through `shared`.
  assign('visit', of('landingVisit'), (id) => app.has(id));
  assign('retry', of('landingRetry'), (id) => app.has(id));
  assign('shared', landing, (id) => app.has(id) || login.has(id) || signedIn.has(id));
  // What both languages' texts import (a language's own words stay in its chunk).
  assign('shared', englishTexts, (id) => spanishTexts.has(id));
  assign('app', app, () => true);
  assign('app', login, (id) => signedIn.has(id));
  assign('shell', shell, () => true);
  assign('shell', dashboard, (id) => otherScreens.has(id));
  assign('data', demo, (id) => otherAdapters.has(id));
  assign('demo', demo, () => true);
  return groups;
}

const LIBRARY_INDEXES =
  /node_modules[\\/](?:lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|date-fns[\\/]index\.js)$/;
const IMPORT = /(?:^|[;\n}])\s*(import|export)\s*([^;'"]*?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;

/** 'a as b' -> ['a', 'b']; 'a' -> ['a', 'a']. */
function alias(part: string): [string, string] {
  const [from = '', as = from] = part
    .trim()
    .split(/\s+as\s+/)
    .map((name) => name.trim());
  return [from, as];
}

/** The names listed between the braces of a clause (none without braces). */
const braceList = (clause: string): string[] =>
  (/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',').filter((part) => part.trim() !== '');

/** The names an import or re-export clause takes ('*' for a namespace or `export *`). */
function clauseNames(keyword: string, clause: string): Names {
  if (clause.includes('*')) return '*';
  const names = new Set<string>();
  if (keyword === 'import' && /^[\w$]+/.test(clause.trim())) names.add('default');
  for (const part of braceList(clause)) {
    const [from] = alias(part);
    if (from && !from.startsWith('type ')) names.add(from);
  }
  return names;
}

type Parsed = { imports: Map<string, Names>; barrel?: Barrel };

/** Reads a module's import and export statements (from its code, after the TypeScript transform). */
async function parseModule(
  code: string,
  importedIds: readonly string[],
  resolve: (spec: string) => Promise<string | undefined>,
): Promise<Parsed> {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imports = new Map<string, Names>();
  const named = new Map<string, [string, string]>();
  const namespaces = new Map<string, string>();
  const stars: string[] = [];
  const add = (id: string, names: Names) => {
    const known = imports.get(id);
    if (known === '*' || names === '*') imports.set(id, '*');
    else imports.set(id, new Set([...(known ?? []), ...names]));
  };
  for (const [, keyword = '', rawClause = '', spec = ''] of text.matchAll(IMPORT)) {
    const id = await resolve(spec);
    if (!id) continue;
    const clause = rawClause.trim();
    add(id, clauseNames(keyword, clause));
    if (keyword === 'export' && clause === '*') stars.push(id);
    const namespace = /^\*\s+as\s+([\w$]+)$/.exec(clause)?.[1];
    if (keyword === 'import' && namespace) namespaces.set(namespace, id);
    if (keyword === 'export') {
      for (const part of braceList(clause)) {
        const [from, as] = alias(part);
        if (from) named.set(as, [id, from]);
      }
    }
  }
  // An import for its effects only (what `import { type X }` leaves): an index file has none.
  for (const [, spec = ''] of text.matchAll(BARE_IMPORT)) {
    const id = await resolve(spec);
    if (id) add(id, new Set());
  }
  // Whatever the statements above did not account for is taken whole.
  for (const id of importedIds) if (!imports.has(id)) imports.set(id, '*');
  // An index file: nothing but imports and re-exports (and a list re-exporting a namespace).
  let isIndex = named.size > 0 || stars.length > 0;
  const rest = text
    .replace(IMPORT, ';')
    .replace(/(?:^|[;\n])\s*export\s*(\{[^}]*\})\s*;?/g, (_match, list: string) => {
      for (const part of braceList(list)) {
        const [from, as] = alias(part);
        const target = namespaces.get(from);
        if (target) named.set(as, [target, '*']);
        else isIndex = false;
      }
      return ';';
    })
    .replace(/["']use strict["']/g, '')
    .replace(/[;\s]/g, '');
  return { imports, barrel: isIndex && rest === '' ? { named, stars } : undefined };
}

/** The plugin reads the module graph; `groups` are the chunk groups that use what it read. */
export function firstLoadChunks(priority: number) {
  let assigned = new Map<string, string>();
  const plugin: Plugin = {
    name: 'jobtrack:first-load-chunks',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const parsed = new Map<string, Parsed>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const whole = new Map(info.importedIds.map((target) => [target, '*' as const]));
        // Libraries are taken whole, but for the indexes of lucide-react's icons and date-fns.
        const readable =
          info.code &&
          !id.startsWith('\0') &&
          (!/node_modules/.test(id) || LIBRARY_INDEXES.test(id));
        parsed.set(
          id,
          readable
            ? await parseModule(info.code!, info.importedIds, async (spec) => {
                const resolved = await this.resolve(spec, id);
                return resolved && !resolved.external ? resolved.id : undefined;
              })
            : { imports: whole },
        );
      }
      assigned = assignGroups({
        ids,
        staticImports: (id) => parsed.get(id)?.imports ?? new Map(),
        dynamicImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        barrel: (id) => parsed.get(id)?.barrel,
        exports: (id) => this.getModuleInfo(id)?.exports ?? [],
      });
    },
  };
  // In the order of their dependencies: a group takes in the modules its modules import.
  const groups = ['boot', 'visit', 'retry', 'shared', 'app', 'shell', 'data', 'demo'].map(
    (name) => ({
      name,
      test: (id: string) => assigned.get(id) === name,
      priority,
    }),
  );
  return { plugin, groups };
}
