import path from 'node:path';
import { build, type Rollup } from 'vite';
import type { BootFiles, BootScreen } from '../src/boot/visit-plan.ts';
import { isEntryModule, missingEntriesError, type FirstVisitEntry } from './first-visit-entries.ts';

// /boot.js from src/boot/boot.ts (decision 053): compiled on its own as one classic script
// (IIFE), with the build's file names written in, so it shares the app's storage keys and rules
// (config/visitor.ts) and pulls in nothing else. landing-page.ts emits it with the bundle.

/** The first screens boot.js preloads, each a first-visit entry of the same name. */
const BOOT_SCREENS = [
  'login',
  'shell',
  'dashboard',
  'demo',
  'local',
  'api',
] as const satisfies readonly (BootScreen & FirstVisitEntry)[];

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html without its module script and preloads, and what they were (boot.js adds them). */
export function withoutAppScripts(index: string): [string, BootFiles['app']] {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no module script to start from boot.js');
  const preloads = [...index.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return [index.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), { entry, preloads }];
}

/**
 * The files boot.js needs, from the bundle: each language's texts and each first screen's chunk
 * with its static imports. An entry with no chunk of its own fails the build, by name.
 */
export function bootFiles(bundle: Rollup.OutputBundle, app: BootFiles['app']): BootFiles {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const missing: FirstVisitEntry[] = [];
  const chunkOf = (entry: FirstVisitEntry): string => {
    const chunk = chunks.find(
      (output) => output.facadeModuleId && isEntryModule(output.facadeModuleId, entry),
    );
    if (!chunk) missing.push(entry);
    return chunk?.fileName ?? '';
  };
  // A chunk and every chunk it imports statically, as the browser would load them.
  const withImports = (fileName: string, files: string[] = []): string[] => {
    const output = bundle[fileName];
    if (files.includes(`/${fileName}`) || output?.type !== 'chunk') return files;
    files.push(`/${fileName}`);
    for (const imported of output.imports) withImports(imported, files);
    return files;
  };
  const texts = { en: `/${chunkOf('englishTexts')}`, es: `/${chunkOf('spanishTexts')}` };
  const screens = Object.fromEntries(
    BOOT_SCREENS.map((screen) => [screen, withImports(chunkOf(screen))]),
  ) as BootFiles['screens'];
  if (missing.length > 0) throw missingEntriesError(missing, "the bundle's chunks");
  return { texts, screens, app };
}

/** src/boot/boot.ts compiled into /boot.js's source, with `files` written in. */
export async function compileBoot(
  root: string,
  files: BootFiles,
  options: { define?: Record<string, string>; target?: string | string[] | false } = {},
): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { ...options.define, __BOOT_FILES__: JSON.stringify(files) },
    build: {
      write: false,
      target: options.target,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: path.join(root, 'src/boot/boot.ts'),
        output: { format: 'iife', entryFileNames: 'boot.js' },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('src/boot/boot.ts built no script');
  if (/^\s*(?:import|export)\b/m.test(chunk.code)) {
    throw new Error('/boot.js must be a classic script, with no import or export');
  }
  return `// Built from src/boot/boot.ts by vite-plugins/boot-script.ts.\n${chunk.code}`;
}
