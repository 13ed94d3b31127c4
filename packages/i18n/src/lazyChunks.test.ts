/**
 * Each language's dictionary of each namespace is its own lazy chunk: starting in Tagalog never
 * loads the English dictionary module (and vice versa), a feature namespace loads only when its
 * feature asks for it (`loadNamespace`), and no app module imports a dictionary statically.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const FILES = ['en', 'tl', 'account/en', 'account/tl', 'agent/en', 'agent/tl', 'auth/en', 'auth/tl', 'lottery/en', 'lottery/tl', 'member/en', 'member/tl', 'play/en', 'play/tl'] as const;
type File = (typeof FILES)[number];
const loaded = {} as Record<File, number>;
/** Dictionary files whose import fails (a network error in the browser). */
const failing = new Set<File>();

const none = () => Object.fromEntries(FILES.map((f) => [f, 0])) as Record<File, number>;
const only = (counts: Partial<Record<File, number>>) => ({ ...none(), ...counts });

// Fresh modules per test, with the dictionaries wrapped to count how often each chunk is fetched
// (its module evaluated), or to fail like a chunk that cannot be fetched.
beforeEach(() => {
  Object.assign(loaded, none());
  failing.clear();
  vi.resetModules();
  for (const file of FILES) {
    vi.doMock(`./locales/${file}.json`, async (importOriginal) => {
      loaded[file] += 1;
      const original = await importOriginal<{ default: Record<string, string> }>();
      return {
        get default() {
          if (failing.has(file)) throw new TypeError(`Failed to fetch dynamically imported module: ${file}.json`);
          return original.default;
        },
      };
    });
  }
});

describe('language chunks', () => {
  it('initI18n in Tagalog loads only the Tagalog core dictionary', async () => {
    localStorage.setItem('lang', 'TY');
    const { initI18n } = await import('./index');
    const i18n = await initI18n();
    expect(i18n.t('language')).toBe('Wika');
    expect(loaded).toEqual(only({ tl: 1 }));
  });

  it('initI18n in English loads only the English core dictionary; switching loads Tagalog then', async () => {
    const { initI18n, changeLanguage } = await import('./index');
    await initI18n();
    expect(loaded).toEqual(only({ en: 1 }));
    await changeLanguage('TY');
    expect(loaded).toEqual(only({ en: 1, tl: 1 }));
  });

  it('importing the package entry loads no dictionary of any namespace', async () => {
    await import('./index');
    expect(loaded).toEqual(none());
  });
});

describe('feature namespace chunks', () => {
  it('loadNamespace loads that namespace for the current language only, once', async () => {
    localStorage.setItem('lang', 'TY');
    const { initI18n, loadNamespace } = await import('./index');
    const i18n = await initI18n();
    await Promise.all([loadNamespace('lottery'), loadNamespace('lottery')]);
    await loadNamespace('lottery');
    expect(loaded).toEqual(only({ tl: 1, 'lottery/tl': 1 }));
    expect(i18n.t('lottery_numero', { ns: 'lottery' })).toBe('Blg. ng bola');
  });

  it('a language change loads the loaded namespaces of the new language, not the others', async () => {
    const { changeLanguage, initI18n, loadNamespace } = await import('./index');
    await initI18n();
    await loadNamespace('auth');
    await loadNamespace('play');
    expect(loaded).toEqual(only({ en: 1, 'auth/en': 1, 'play/en': 1 }));
    await changeLanguage('TY');
    expect(loaded).toEqual(only({ en: 1, tl: 1, 'auth/en': 1, 'auth/tl': 1, 'play/en': 1, 'play/tl': 1 }));
  });

  it('a failed load rejects with the chunk error; the next call loads it; a failed namespace does not follow language changes', async () => {
    const { changeLanguage, initI18n, loadNamespace } = await import('./index');
    const i18n = await initI18n();
    failing.add('play/en');
    await expect(loadNamespace('play')).rejects.toThrow(/Failed to fetch dynamically imported module/);
    expect(i18n.hasResourceBundle('en', 'play')).toBe(false);
    await changeLanguage('TY');
    expect(loaded['play/tl']).toBe(0);
    await changeLanguage('EN');
    failing.clear();
    await loadNamespace('play');
    expect(i18n.t('game_close', { ns: 'play' })).toBe('Close game');
  });

  it('a language change whose namespace chunk fails keeps the language as it was', async () => {
    const { changeLanguage, getLanguage, initI18n, loadNamespace } = await import('./index');
    const i18n = await initI18n();
    await loadNamespace('lottery');
    failing.add('lottery/tl');
    await expect(changeLanguage('TY')).rejects.toThrow(/Failed to fetch/);
    expect(getLanguage()).toBe('EN');
    expect(i18n.language).toBe('en');
  });

  it('no app module imports a dictionary statically (only tests and ./testing may)', () => {
    const root = import.meta.dirname;
    const files = sourceFiles(root);
    const offenders = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /import\s[^;]*from\s+['"][^'"]*locales\/[^'"]*\.json['"]/.test(source) || /eager:\s*true/.test(source);
    });
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
    expect(files.length).toBeGreaterThan(3);
  });

  it("no app or feature package module imports the bundled dictionaries (@gamehall/i18n/testing), so the first load carries no feature namespace", () => {
    const repo = join(import.meta.dirname, '..', '..', '..');
    const files = ['apps', 'packages'].flatMap((group) =>
      readdirSync(join(repo, group))
        .map((name) => join(repo, group, name, 'src'))
        .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
        .flatMap((src) => sourceFiles(src)),
    );
    const offenders = files.filter((file) => /from\s+['"]@gamehall\/i18n\/testing['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(repo, f))).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });
});

/** The non-test TypeScript modules under `dir` (tests, stories, test helpers and ./testing excluded). */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'test' && name !== 'mocks' && name !== 'node_modules') files.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !/^(testing|storybook)\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}
