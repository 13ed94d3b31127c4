import { PATTERN_IDS } from '@gamehall/api-client/contract';
import { describe, expect, it } from 'vitest';
import { PATTERNS, type PatternId, buildRegisterRules, matchesPattern } from './patterns.ts';

const SAMPLES: Record<PatternId, { accept: string[]; reject: string[] }> = {
  ANY: { accept: ['anything at all', '漢字 ✓'], reject: [] },
  LETTER_FIRST_ALNUM: { accept: ['juan123', 'Maria'], reject: ['1juan', 'ju an', 'juan_1'] },
  CHINESE_DIGITS: { accept: ['张三', '李四88'], reject: ['zhang', '张 三'] },
  EMAIL: { accept: ['juan@gamehall.example', 'a.b+c@mail.co.ph'], reject: ['juan@', 'juan.example', 'a@b'] },
  ALNUM: { accept: ['abc123', 'ABC'], reject: ['abc-123', 'ab c'] },
  LETTERS_AND_DIGITS: { accept: ['secret123', '1a2b3c4d'], reject: ['password', '12345678', 'pass word1'] },
  DIGITS: { accept: ['09171234567'], reject: ['0917-123', '+639171234567'] },
  ALNUM_UPPER: { accept: ['Abc123', 'ABC'], reject: ['abc123', 'Abc-1'] },
  LETTERS_SPACES: { accept: ['Juan Dela Cruz', 'Maria'], reject: ['Juan2', '   ', 'José'] },
  NO_SPACES: { accept: ['line_id.01', '@juan'], reject: ['has space', 'tab\there'] },
  CHINESE_PUNCT: { accept: ['你好，世界。', '张三·李四'], reject: ['hello', '你好 世界'] },
  DATE: { accept: ['2026-11-23', '11-23-2026'], reject: ['2026-13-01', '23-11-2026', '2026/11/23'] },
  LETTERS_SPACE: { accept: ['Juan Cruz', 'Juan'], reject: ['Juan Dela Cruz', 'Juan  Cruz', 'Juan1'] },
  KOREAN: { accept: ['홍길동', '김철수'], reject: ['hong', '홍 길동'] },
  THAI: { accept: ['สมชาย', 'ภาษาไทย'], reject: ['somchai', 'สม ชาย'] },
  THAI_ENGLISH_SPACES: { accept: ['สมชาย Jaidee', 'John Smith'], reject: ['John1', '   '] },
  UPPER_SPACES: { accept: ['JUAN DELA CRUZ'], reject: ['Juan', 'JUAN1', '   '] },
  LETTERS_DIGITS_SYMBOLS: { accept: ['P@ssw0rd!', 'abc'], reject: ['with space', 'ñ'] },
};

describe('PATTERNS', () => {
  it('covers every pattern family of the contract with ASCII-only sources', () => {
    expect(Object.keys(PATTERNS).sort()).toEqual([...PATTERN_IDS].sort());
    for (const source of Object.values(PATTERNS)) expect(source).toMatch(/^[\x20-\x7e]+$/);
  });

  it.each(PATTERN_IDS.map((id) => [id]))('%s accepts and rejects its samples', (id) => {
    for (const value of SAMPLES[id].accept) expect(matchesPattern(id, value), value).toBe(true);
    for (const value of SAMPLES[id].reject) expect(matchesPattern(id, value), value).toBe(false);
  });

  it('uses the family pattern in every register rule', () => {
    for (const r of buildRegisterRules()) expect(r.acceptedPattern).toBe(PATTERNS[r.patternId]);
  });
});
