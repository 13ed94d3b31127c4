/**
 * Every story of the package runs as a test: composeStories applies the project annotations
 * (src/test/setupTests.ts: msw/node loader, lobby providers), `run()` renders the story and
 * runs its `play` function, whose expectations assert what it shows.
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  cleanup();
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, { play?: unknown; run(): Promise<void> }][];
  it.each(stories)('%s', async (_name, Story) => {
    expect(Story.play, 'each story asserts what it shows in a play function').toBeTypeOf('function');
    await Story.run();
  });
});
