/**
 * "Every story is a test" (docs/architecture.md "A package"): one runner for every
 * package. `testEveryStory(modules)` makes a test per story of the given story modules:
 * `composeStories` applies the project annotations (the package's setup file: the msw/node
 * loader and `@gamehall/shell/testing`'s `withAppProviders`), `run()` renders the story and runs
 * its `play` function, whose expectations assert what it shows; a story without `play` fails.
 */
import { createElement, Fragment } from 'react';
import { composeStories, composeStory } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { configure } from 'storybook/test';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// A play function's `within(…).findBy*` and `waitFor` come from storybook/test's own copy of
// Testing Library, which the DOM setup's `configure` does not reach: give it the same 10 s (default
// 1 s), or a story fails on a loaded 2-core CI machine where a lazy chunk or an MSW answer is slow.
configure({ asyncUtilTimeout: 10_000 });

/** Story modules by path, as `import.meta.glob('./**' + '/*.stories.tsx', { eager: true })` gives them. */
export type StoryModules = Record<string, Parameters<typeof composeStories>[0]>;

/**
 * Registers one Vitest test per story (call at the top level of a `stories.test.tsx`).
 *
 * @param modules - the story modules by path
 * @example
 * ```tsx
 * testEveryStory(import.meta.glob('./components/**' + '/*.stories.tsx', { eager: true }));
 * ```
 */
export function testEveryStory(modules: StoryModules): void {
  afterEach(() => {
    cleanup();
  });
  // A portable story is unmounted when the next one runs; an empty last story unmounts the real
  // last one, so none of its timers or answers arrives after the test environment is gone.
  afterAll(async () => {
    await composeStory({ render: () => createElement(Fragment), play: () => undefined }, { title: 'Teardown' }).run();
  });
  describe.each(Object.entries(modules))('%s', (_path, module) => {
    const stories = Object.entries(composeStories(module)) as [string, { play?: unknown; run(): Promise<void> }][];
    it.each(stories)('%s', async (_name, Story) => {
      expect(Story.play, 'each story asserts what it shows in a play function').toBeTypeOf('function');
      await Story.run();
    });
  });
}
