// @ts-check
/** CSS Modules class names of the apps' builds (`appConfig`'s `css.modules`). */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * CSS Modules class names (Vite's `css.modules.generateScopedName`): the local name, `_` and four
 * base64url characters of a hash of the file (relative to the working directory, so every
 * checkout builds the same names), e.g. `button_A6y_`. The class names are strings in the JS of
 * every component (about 135 on the home page); Vite's default `_<local>_<hash>_<line>` cost
 * 0.4 kB gzip more of home page JS (bench/budget.mjs). Random-looking names compress worse:
 * a hash per class instead of per file cost 0.07 kB more than the default.
 * @returns {(local: string, filename: string) => string} the name generator (one per build)
 * @throws Error (from the generator) when two files of a build would give one class the same
 *   name: the build fails instead of mixing two components' styles
 */
export function scopedClassNames() {
  /** @type {Map<string, string>} class name → the file that has it. */
  const taken = new Map();
  return (local, filename) => {
    const file = relative(process.cwd(), filename.split('?')[0] ?? filename);
    const name = `${local}_${createHash('sha256').update(file).digest('base64url').slice(0, 4)}`;
    const owner = taken.get(name);
    if (owner !== undefined && owner !== file) throw new Error(`CSS Modules: ${owner} and ${file} would both have .${name}`);
    taken.set(name, file);
    return name;
  };
}
