import type { BuildEnvironmentOptions } from 'vite';
/** Vite library-mode build settings for a publishable package (see library.js). */
export declare function libraryBuild(pkg: {
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}): BuildEnvironmentOptions;
