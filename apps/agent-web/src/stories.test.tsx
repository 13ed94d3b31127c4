/**
 * Every story of the app runs as a test (agent-web has no Storybook; see src/test/stories.tsx):
 * each named story of each `*.stories.tsx` is rendered with its meta's and its own args and
 * parameters inside the app's providers, over a fresh mock platform, and its `play` asserts what
 * it shows.
 */
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { type Story, type StoryMeta, StoryShell } from './test/stories';

type StoryModule = { default: StoryMeta<Record<string, unknown>> } & Record<string, unknown>;

const mockPlatform = () => createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }));
const server = startMockServer(mockPlatform());
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const meta = module.default;
  const stories = Object.entries(module).filter(([name]) => name !== 'default') as [string, Story<Record<string, unknown>>][];
  it.each(stories)('%s', async (_name, story) => {
    expect(story.play, 'each story asserts what it shows in a play function').toBeTypeOf('function');
    const args = { ...meta.args, ...story.args };
    const parameters = { ...meta.parameters, ...story.parameters };
    // A fresh mock platform per story (its accounts, captcha and rate-limit state), under the story's handlers.
    server.use(...(parameters.handlers ?? []), ...mockPlatform());
    const { container } = render(<StoryShell parameters={parameters}>{createElement(meta.component, args)}</StoryShell>);
    await story.play({ canvasElement: container, args });
  });
});
