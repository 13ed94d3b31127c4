/**
 * Vitest setup file for portable stories (`composeStories`): applies the shared annotations
 * with an msw/node loader instead of the browser worker, which happy-dom cannot run. Add it
 * to a package's tests with `testOptions({ setupFiles: [storiesSetup] })`, where
 * `storiesSetup = fileURLToPath(import.meta.resolve('@gamehall/storybook-config/vitest-setup'))`.
 * A package with its own preview decorators calls `setProjectAnnotations` in its own setup
 * instead, using `sharedAnnotations` and `nodeMswLoader` from `@gamehall/storybook-config/annotations`.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { nodeMswLoader, sharedAnnotations } from './annotations';

setProjectAnnotations([{ ...sharedAnnotations, loaders: [nodeMswLoader()] }]);
