import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassNames } from '@gamehall/vite-config/cssModules';

const suffix = (file: string) => createHash('sha256').update(file).digest('base64url').slice(0, 4);

describe('CSS Modules class names of the builds (@gamehall/vite-config scopedClassNames)', () => {
  it('names a class by its local name and its file, the same in every checkout and every build', () => {
    const file = join(process.cwd(), 'src', 'Button.module.css');
    const name = scopedClassNames()('primary', `${file}?used`);
    expect(name).toMatch(/^primary_[A-Za-z0-9_-]{4}$/);
    expect(scopedClassNames()('primary', file)).toBe(name);
    expect(scopedClassNames()('ghost', file)).toBe(name.replace('primary', 'ghost'));
    expect(scopedClassNames()('primary', join(process.cwd(), 'src', 'Tabs.module.css'))).not.toBe(name);
  });

  it('fails the build when two files would give a class the same name', () => {
    // Two file names whose hashes share their first four characters.
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const file = `f${i}.module.css`;
      const other = seen.get(suffix(file));
      if (other) pair = [other, file];
      else seen.set(suffix(file), file);
    }
    const generate = scopedClassNames();
    const [first, second] = pair.map((file) => join(process.cwd(), file));
    expect(generate('item', first!)).toBe(generate('item', first!));
    expect(generate('title', second!)).toMatch(/^title_/);
    expect(() => generate('item', second!)).toThrow(/would both have \.item_/);
  });
});
