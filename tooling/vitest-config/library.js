// @ts-check
/**
 * Vite library-mode build settings for a publishable Gamehall package: one ES module per entry
 * point listed in the package's `exports` (pointing at `src/`), every dependency external, CSS
 * extracted to `dist/`. Type declarations come from `tsc -p tsconfig.build.json`.
 */
import { resolve } from 'node:path';

/**
 * @param {{ exports: Record<string, string>, dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} pkg
 *   the package's package.json
 * @returns {import('vite').BuildEnvironmentOptions}
 */
export function libraryBuild(pkg) {
  /** @type {Record<string, string>} */
  const entry = {};
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'string' || !target.startsWith('./src/') || !/\.tsx?$/.test(target)) continue;
    entry[target.replace('./src/', '').replace(/\.tsx?$/, '')] = resolve(target);
  }
  const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  return {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry, formats: ['es'] },
    rolldownOptions: {
      external: (id) => id.startsWith('node:') || deps.some((d) => id === d || id.startsWith(`${d}/`)),
    },
  };
}
