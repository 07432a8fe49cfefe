import { describe, expect, it } from 'vitest';
import {
  assignGroups,
  closure,
  type Barrel,
  type ModuleGraph,
  type Names,
} from './first-load-chunks.ts';

const src = (file: string) => `/repo/apps/web/src/${file}`;
const core = (file: string) => `/repo/packages/core/src/${file}`;
const lib = (file: string) => `/repo/node_modules/${file}`;

type Node = {
  imports?: [string, Names][];
  dynamic?: string[];
  barrel?: Barrel;
  exports?: string[];
};

function graph(nodes: Record<string, Node>): ModuleGraph {
  return {
    ids: Object.keys(nodes),
    staticImports: (id) => new Map(nodes[id]?.imports ?? []),
    dynamicImports: (id) => nodes[id]?.dynamic ?? [],
    barrel: (id) => nodes[id]?.barrel,
    exports: (id) => nodes[id]?.exports ?? [],
  };
}

const names = (...list: string[]) => new Set(list);

// A small app: core's index re-exports a light module and a schema module (which imports zod).
const nodes: Record<string, Node> = {
  [src('landing-start.ts')]: { dynamic: [src('landing-main.tsx')] },
  ['\0vite/modulepreload-polyfill.js']: {},
  [src('landing-main.tsx')]: {
    imports: [
      [core('index.ts'), names('light')],
      [src('features/landing/page.tsx'), '*'],
      [lib('react/index.js'), '*'],
    ],
  },
  [src('features/landing/page.tsx')]: { imports: [[src('components/button.tsx'), '*']] },
  [src('locales/en.ts')]: {
    imports: [
      [src('locales/merge.ts'), '*'],
      [core('messages-en.ts'), '*'],
    ],
  },
  [src('locales/es.ts')]: {
    imports: [
      [src('locales/merge.ts'), '*'],
      [core('messages-es.ts'), '*'],
    ],
  },
  [src('locales/merge.ts')]: {},
  [core('messages-en.ts')]: {},
  [core('messages-es.ts')]: {},
  [core('index.ts')]: {
    barrel: { named: new Map(), stars: [core('light.ts'), core('schemas.ts')] },
  },
  [core('light.ts')]: { exports: ['light'] },
  [core('schemas.ts')]: { exports: ['schema'], imports: [[lib('zod/index.js'), '*']] },
  [lib('zod/index.js')]: {},
  [lib('react/index.js')]: {},
  [src('main.tsx')]: {
    imports: [
      [core('index.ts'), names('light')],
      [src('lib/http.ts'), '*'],
      [src('components/button.tsx'), '*'],
    ],
    dynamic: [
      src('app/shell/app-shell.tsx'),
      src('app/routes/dashboard-route.tsx'),
      src('features/settings/screen.tsx'),
      src('data/demo/demo-source.ts'),
      src('data/local/local-source.ts'),
      src('features/auth/index.ts'),
    ],
  },
  [src('lib/http.ts')]: {},
  [src('components/button.tsx')]: {},
  [src('features/auth/index.ts')]: {
    imports: [
      [core('index.ts'), names('schema')],
      [src('components/text-field.tsx'), '*'],
    ],
  },
  [src('components/text-field.tsx')]: {},
  [src('app/shell/app-shell.tsx')]: { imports: [[src('app/shell/header.tsx'), '*']] },
  [src('app/shell/header.tsx')]: {},
  [src('app/routes/dashboard-route.tsx')]: {
    imports: [
      [src('features/dashboard/my-day.tsx'), '*'],
      [src('components/badge.tsx'), '*'],
    ],
  },
  [src('features/dashboard/my-day.tsx')]: {},
  [src('components/badge.tsx')]: {},
  [src('features/settings/screen.tsx')]: {
    imports: [
      [src('components/badge.tsx'), '*'],
      [src('features/settings/backup.tsx'), '*'],
    ],
  },
  [src('features/settings/backup.tsx')]: {},
  [src('data/demo/demo-source.ts')]: {
    imports: [
      [src('data/shared/store-source.ts'), '*'],
      [src('data/demo/demo-data.ts'), '*'],
    ],
  },
  [src('data/local/local-source.ts')]: { imports: [[src('data/shared/store-source.ts'), '*']] },
  [src('data/shared/store-source.ts')]: {},
  [src('data/demo/demo-data.ts')]: {},
  // The rest of the first-visit entries (first-visit-entries.ts), which the build must find.
  [src('lib/runtime-config-load.ts')]: {},
  [src('lib/analytics/tracker.ts')]: {},
  [src('app/service-worker.ts')]: {},
  [src('config/ui.ts')]: {},
  [src('features/waitlist/api/waitlist-outbox.ts')]: {},
  [src('data/api/api-source.ts')]: {},
};
const app = graph(nodes);

describe('first-load chunks (decision 042)', () => {
  it('follows an index file only to the modules whose names are imported through it', () => {
    const loaded = closure(app, [src('landing-start.ts'), src('landing-main.tsx')]);
    expect(loaded.has(core('light.ts'))).toBe(true);
    expect(loaded.has(core('schemas.ts'))).toBe(false);
    expect(loaded.has(lib('zod/index.js'))).toBe(false);
  });

  it('groups what each first visit loads, and nothing that loads only on demand', () => {
    const groups = assignGroups(app);
    // Loaded by the landing page and by the app: one shared chunk.
    expect(groups.get(core('light.ts'))).toBe('shared');
    expect(groups.get(src('components/button.tsx'))).toBe('shared');
    expect(groups.get('\0vite/modulepreload-polyfill.js')).toBe('boot');
    // What both languages' texts use goes with what every page loads; each language's own
    // words stay in its chunk.
    expect(groups.get(src('locales/merge.ts'))).toBe('shared');
    expect(groups.has(src('locales/en.ts'))).toBe(false);
    expect(groups.has(core('messages-en.ts'))).toBe(false);
    expect(groups.has(core('messages-es.ts'))).toBe(false);
    // The app's entry: its own modules.
    expect(groups.get(src('lib/http.ts'))).toBe('app');
    // The signed-in frame, and the dashboard's code another screen uses too.
    expect(groups.get(src('app/shell/header.tsx'))).toBe('shell');
    expect(groups.get(src('components/badge.tsx'))).toBe('shell');
    // The dashboard's own code stays in its route's chunk; later screens stay theirs.
    expect(groups.has(src('features/dashboard/my-day.tsx'))).toBe(false);
    expect(groups.has(src('features/settings/backup.tsx'))).toBe(false);
    // The demo adapter: what the other modes share with it apart from what only it uses.
    expect(groups.get(src('data/shared/store-source.ts'))).toBe('data');
    expect(groups.get(src('data/demo/demo-data.ts'))).toBe('demo');
    // The pages' starts stay their own chunks (the manifest names them), libraries their own.
    for (const start of ['main.tsx', 'app/shell/app-shell.tsx', 'features/auth/index.ts']) {
      expect(groups.has(src(start))).toBe(false);
    }
    expect(groups.has(lib('react/index.js'))).toBe(false);
    // The sign-in screen's own code and the schemas it imports are not in any first-load group.
    expect(groups.has(src('components/text-field.tsx'))).toBe(false);
    expect(groups.has(core('schemas.ts'))).toBe(false);
  });

  it('fails the build naming a first-visit entry the build does not have (a renamed file)', () => {
    const renamed = graph(
      Object.fromEntries(
        Object.entries(nodes).map(([id, node]) => [
          id === src('app/shell/app-shell.tsx') ? src('app/shell/signed-in-frame.tsx') : id,
          node,
        ]),
      ),
    );
    expect(() => assignGroups(renamed)).toThrow(
      "First-visit entry missing from the build's modules: shell (src/app/shell/app-shell.tsx)",
    );
  });
});
