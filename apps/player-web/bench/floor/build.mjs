// Builds the stack floor (bench/floor: index.html + main.tsx) with Vite's JS API into
// node_modules/.bench-floor of apps/player-web (outside git, lint and tests), reusing the player site's dependencies, and prints its JS size.
// `node bench/floor/build.mjs` builds it alone; bench/run.mjs calls buildFloor().
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
/** Where the floor is built (served by a second platform server as its STATIC_DIR). */
export const floorDist = join(root, '..', '..', 'node_modules', '.bench-floor');

/**
 * Builds the floor app for production.
 * @returns {Promise<{ dir: string, jsKb: number, files: { name: string, kb: number }[] }>} the build folder and its JS, kB (1000 bytes) gzip -9
 */
export async function buildFloor() {
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: floorDist, emptyOutDir: true } });
  const assets = join(floorDist, 'assets');
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, kb: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length / 1000 }));
  return { dir: floorDist, jsKb: files.reduce((n, f) => n + f.kb, 0), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { dir, jsKb, files } = await buildFloor();
  console.log(`floor app: ${dir}, JS ${jsKb.toFixed(1)} kB gzip in ${files.length} file(s)`);
}
