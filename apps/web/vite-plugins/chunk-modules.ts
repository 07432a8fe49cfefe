import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes .vite/chunk-modules.json (chunk file -> the modules in it, relative to the repo), beside
 * Vite's manifest, so `npm run bench:web` can prove which libraries a first visit loads.
 */
export function chunkModules(repoRoot: string): Plugin {
  return {
    name: 'jobtrack:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[fileName] = Object.keys(output.modules).map((id) =>
          path.relative(repoRoot, id.replace(/^\0/, '')),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}
