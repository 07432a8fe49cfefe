// What a first visit downloads before it is interactive, read from Vite's build manifest: the
// page's entry, what the app imports at start for that page (its route's chunk, the language),
// and every static import of those, transitively (decision 023).

/** One chunk of `.vite/manifest.json` (only the fields this reads). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a visit loads when it starts from `starts` (manifest keys: an HTML entry
 * such as 'index.html' and the source modules it imports at start, e.g. its route's screen),
 * following static imports only. Dynamic imports are what loads later, on demand.
 */
export function firstVisitFiles(manifest: Manifest, starts: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const start of starts) visit(start);
  return files;
}

/** Modules of each chunk (chunk file -> module ids), as the build's chunk-modules plugin writes. */
export type ChunkModules = Record<string, string[]>;

/** The modules among `files` whose id matches `pattern` (to prove a library is not loaded). */
export function modulesMatching(
  chunkModules: ChunkModules,
  files: readonly string[],
  pattern: RegExp,
): string[] {
  return files.flatMap((file) => (chunkModules[file] ?? []).filter((id) => pattern.test(id)));
}
