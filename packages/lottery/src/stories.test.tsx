/**
 * Every story of the package runs as a test: composeStories applies the project annotations
 * (src/test/setupTests.ts: msw/node loader, lottery providers), `run()` renders the story and
 * runs its `play` function, whose expectations assert what it shows.
 */
import { composeStories, composeStory } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('./components/**/*.stories.tsx', { eager: true });

afterEach(() => {
  cleanup();
});

// A portable story is unmounted when the next one runs; an empty last story unmounts the real
// last one, so none of its timers or answers arrives after the test environment is gone.
afterAll(async () => {
  await composeStory({ render: () => <></>, play: () => undefined }, { title: 'Teardown' }).run();
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, { play?: unknown; run(): Promise<void> }][];
  it.each(stories)('%s', async (_name, Story) => {
    expect(Story.play, 'each story asserts what it shows in a play function').toBeTypeOf('function');
    await Story.run();
  });
});
