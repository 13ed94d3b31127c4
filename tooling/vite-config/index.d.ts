import type { Plugin, UserConfig } from 'vite';
import type { testOptions } from '@gamehall/vitest-config';

/** The platform server in development (apps/platform-server, `npm start`). */
export declare const PLATFORM_DEV_ORIGIN: string;
/** The platform's path prefixes the dev server proxies to it. */
export declare const PLATFORM_PATHS: string[];

/** The static, word-less page skeleton put into `#root` by {@link appHead} (the first paint needs no JavaScript). */
export declare const BOOT_SKELETON_HTML: string;

/** Adds `fetchpriority="low"` to the entry's module script and modulepreload links of a built index.html (the first paint and the banner come from the HTML). */
export declare function lowPriorityScripts(html: string): string;

/** The head both apps share (charset, viewport, theme, icon, critical CSS), put at the top of index.html, and the static skeleton in `#root`. */
export declare function appHead(): Plugin;

/**
 * CSS Modules class names (`css.modules.generateScopedName`): the local name and four base64url
 * characters of a hash of the file (relative to the working directory), e.g. `button_A6y_`.
 * The generator throws when two files of a build would give one class the same name.
 */
export declare function scopedClassNames(): (local: string, filename: string) => string;

/** Options of {@link appConfig}. */
export interface AppConfigOptions {
  /** The dev server's port (strict). */
  port: number;
  /** `vite preview`'s port. */
  previewPort: number;
  /** Rolldown's chunk groups of the production build. */
  codeSplittingGroups: Array<{ name: string; test: (id: string) => boolean }>;
  /** Vitest setup files (e.g. the story annotations of an app whose stories run as tests). */
  testSetupFiles?: string[];
}

/** The Vite (and Vitest) configuration of an app. */
export declare function appConfig(options: AppConfigOptions): UserConfig & { test: ReturnType<typeof testOptions> };
