import { describe, expect, it } from 'vitest';
import { firstVisitFiles, modulesMatching, type Manifest } from './first-visit.ts';

// A manifest shaped like Vite's: an HTML entry, shared chunks, and lazy screens.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b.js', '_i18n-c.js'],
    dynamicImports: ['src/screens/dashboard.tsx', 'src/locales/en.ts'],
    css: ['assets/index-z.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_i18n-c.js': { file: 'assets/i18n-c.js', imports: ['_react-b.js'] },
  'src/screens/dashboard.tsx': {
    file: 'assets/dashboard-d.js',
    isDynamicEntry: true,
    imports: ['_react-b.js', '_data-e.js'],
    dynamicImports: ['src/qr.ts'],
  },
  '_data-e.js': { file: 'assets/data-e.js', imports: ['_i18n-c.js'] },
  'src/qr.ts': { file: 'assets/qr-f.js', isDynamicEntry: true },
  'src/locales/en.ts': { file: 'assets/en-g.js', isDynamicEntry: true },
  'src/index.css': { file: 'assets/index-z.css' },
};

describe('firstVisitFiles', () => {
  it('follows static imports only, once each, in load order', () => {
    expect(firstVisitFiles(manifest, ['index.html'])).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/i18n-c.js',
    ]);
  });

  it('adds what the page imports at start, with its static imports, but no lazy chunk', () => {
    expect(
      firstVisitFiles(manifest, ['index.html', 'src/screens/dashboard.tsx', 'src/locales/en.ts']),
    ).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/i18n-c.js',
      'assets/dashboard-d.js',
      'assets/data-e.js',
      'assets/en-g.js',
    ]);
  });

  it('counts JavaScript only (CSS is listed apart)', () => {
    expect(firstVisitFiles(manifest, ['src/index.css'])).toEqual([]);
  });

  it('names a start the build does not have', () => {
    expect(() => firstVisitFiles(manifest, ['src/missing.tsx'])).toThrow(
      'The build manifest has no chunk for src/missing.tsx',
    );
  });
});

describe('modulesMatching', () => {
  it('finds a library in the loaded chunks and ignores the others', () => {
    const chunkModules = {
      'assets/index-a.js': ['/repo/src/main.tsx'],
      'assets/data-e.js': ['/repo/node_modules/zod/v4/core.js', '/repo/src/data/x.ts'],
      'assets/qr-f.js': ['/repo/node_modules/qrcode/lib/browser.js'],
    };
    const files = ['assets/index-a.js', 'assets/data-e.js'];
    expect(modulesMatching(chunkModules, files, /node_modules\/zod\//)).toEqual([
      '/repo/node_modules/zod/v4/core.js',
    ]);
    expect(modulesMatching(chunkModules, files, /node_modules\/qrcode\//)).toEqual([]);
  });
});
