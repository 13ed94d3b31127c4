/**
 * Storybook / portable-story decorator: every story renders inside a fresh store, a memory
 * router (`parameters.route`, default `/`), the test i18n instance (`parameters.language`) and
 * the menu registry (`parameters.menuEntries`); `parameters.preloadedState` seeds the store.
 */
import { type ReactNode, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, type PlatformLanguage } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import type { MenuEntry } from '../menu/MenuRegistry';
import type { RootState } from '../store/rootReducer';
import { configureAppStore } from '../store/store';
import { Providers } from './Providers';

interface StoryShellParameters {
  route?: string;
  language?: PlatformLanguage;
  menuEntries?: readonly MenuEntry[];
  preloadedState?: Partial<RootState>;
}

function StoryShell({ parameters, children }: { parameters: StoryShellParameters; children: ReactNode }) {
  const [store] = useState(() => configureAppStore({ preloadedState: parameters.preloadedState }));
  const [i18n] = useState(() => createTestI18n(parameters.language ?? 'EN'));
  return (
    <I18nProvider i18n={i18n}>
      <Providers store={store} route={parameters.route ?? '/'} menuEntries={parameters.menuEntries}>
        {children}
      </Providers>
    </I18nProvider>
  );
}

/** Wraps a story in the shell's providers (see the file comment). */
export const withShellProviders: Decorator = (Story, context) => (
  <StoryShell parameters={context.parameters as StoryShellParameters}>
    <Story />
  </StoryShell>
);
