/**
 * Each language's dictionary is its own lazy chunk: starting in Tagalog never loads the English
 * dictionary module (and vice versa), and no app module imports a dictionary statically.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = { en: 0, tl: 0 };

// Fresh modules per test, with the dictionaries wrapped to count how often each is imported.
beforeEach(() => {
  loaded.en = 0;
  loaded.tl = 0;
  vi.resetModules();
  vi.doMock('./locales/en.json', async (importOriginal) => {
    loaded.en += 1;
    return importOriginal();
  });
  vi.doMock('./locales/tl.json', async (importOriginal) => {
    loaded.tl += 1;
    return importOriginal();
  });
});

describe('language chunks', () => {
  it('initI18n in Tagalog loads only the Tagalog dictionary', async () => {
    localStorage.setItem('lang', 'TY');
    const { initI18n } = await import('./index');
    const i18n = await initI18n();
    expect(i18n.t('language')).toBe('Wika');
    expect(loaded).toEqual({ en: 0, tl: 1 });
  });

  it('initI18n in English loads only the English dictionary; switching loads Tagalog then', async () => {
    const { initI18n, changeLanguage } = await import('./index');
    await initI18n();
    expect(loaded).toEqual({ en: 1, tl: 0 });
    await changeLanguage('TY');
    expect(loaded).toEqual({ en: 1, tl: 1 });
  });

  it('importing the package entry loads no dictionary', async () => {
    await import('./index');
    expect(loaded).toEqual({ en: 0, tl: 0 });
  });

  it('no app module imports a dictionary statically (only tests and ./testing may)', () => {
    const root = import.meta.dirname;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && name !== 'testing.ts') files.push(path);
      }
    };
    walk(root);
    const offenders = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /import\s[^;]*from\s+['"][^'"]*locales\/[^'"]*\.json['"]/.test(source) || /eager:\s*true/.test(source);
    });
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
    expect(files.length).toBeGreaterThan(3);
  });
});
