/** Every story of the package runs as a test (`@gamehall/storybook-config/stories-test`). */
import { testEveryStory } from '@gamehall/storybook-config/stories-test';

testEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }));
