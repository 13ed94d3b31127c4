import { afterEach, describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { BOOT_TEXTS_EN, bootLanguage, bootText } from './bootStrings';

afterEach(() => localStorage.clear());

describe('first-paint texts (shipped in the entry script)', () => {
  it('copies the English core dictionary exactly, key by key', () => {
    for (const [key, text] of Object.entries(BOOT_TEXTS_EN)) expect((en as Record<string, string>)[key]).toBe(text);
  });

  it('is English when nothing or EN is stored', () => {
    expect(bootLanguage()).toBe('EN');
    expect(bootText('loading')).toBe('Loading…');
    localStorage.setItem('lang', 'EN');
    expect(bootText('loading')).toBe('Loading…');
  });

  it('gives no text when another language is stored, so no English flashes', () => {
    localStorage.setItem('lang', 'TY');
    expect(bootLanguage()).toBe('TY');
    expect(bootText('loading')).toBeUndefined();
  });
});
