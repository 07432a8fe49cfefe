// Decision 020: zod's eval probe must never run under the CSP. The classic script that turns it
// off has to run before any module of the app, so it is a blocking script listed before them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const pages = ['index.html', 'landing.html'];

describe('zod without its eval probe (decision 020)', () => {
  it.each(pages)('%s loads the jitless script first, blocking, before the module entry', (page) => {
    const html = readFileSync(path.join(webRoot, page), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts[0]).toBe('<script src="/zod-jitless.js">');
    expect(scripts.slice(1).every((tag) => tag.includes('type="module"'))).toBe(true);
  });

  it("sets zod's global jitless flag, keeping what was there", () => {
    const code = readFileSync(path.join(webRoot, 'public/zod-jitless.js'), 'utf8');
    const globals: { globalThis?: unknown; __zod_globalConfig?: object } = {
      __zod_globalConfig: { locale: 'en' },
    };
    globals.globalThis = globals;
    runInNewContext(code, globals);
    expect(globals.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
  });
});
