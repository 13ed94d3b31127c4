import type { PlaywrightTestConfig, BrowserContext, TestType, PlaywrightTestArgs, PlaywrightTestOptions, PlaywrightWorkerArgs, PlaywrightWorkerOptions, LaunchOptions } from '@playwright/test';
export { expect } from '@playwright/test';

/** A Content-Security-Policy violation as a page reported it. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  documentURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  disposition: string;
  /** URL of the frame that reported it. */
  frame: string;
}

/** Chromium flags (headless, no sandbox, no background networking). */
export declare const CHROMIUM_ARGS: string[];
/** Launch options for Debian's Chromium (`CHROME_PATH` overrides the path). */
export declare const launchOptions: LaunchOptions & { executablePath: string; args: string[] };
/** Starts collecting CSP violations in a context; returns the list they are pushed to. */
export declare function collectCspViolations(context: BrowserContext, violations?: CspViolation[]): Promise<CspViolation[]>;

/** The fixtures {@link test} adds. */
export interface CspFixtures {
  /** The violations reported so far (the test fails at its end when not empty). */
  cspViolations: CspViolation[];
  /** Watches a context the test made itself; its violations fail the test too. */
  watchContext: (context: BrowserContext) => Promise<void>;
}
/** Playwright's `test` that fails on any CSP violation. */
export declare const test: TestType<PlaywrightTestArgs & PlaywrightTestOptions & CspFixtures, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;

/** A phone project's `use`: a Pixel 7 at 390×844. */
export declare const PHONE: PlaywrightTestOptions;
/** A desktop project's `use`: 1280×800. */
export declare const DESKTOP: PlaywrightTestOptions;
/** Options of {@link e2eConfig}. */
export interface E2eConfigOptions {
  /** Where the app is served. */
  baseURL: string;
  /** Parallel workers (default Playwright's). */
  workers?: number;
  /** The suite's projects. */
  projects: PlaywrightTestConfig['projects'];
  /** The platform server's environment beyond the shared one (ports, data and static directories). */
  serverEnv: Record<string, string | undefined>;
}
/** The Playwright configuration of an app's e2e suite against the real platform server. */
export declare function e2eConfig(options: E2eConfigOptions): PlaywrightTestConfig;
