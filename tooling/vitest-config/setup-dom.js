// Jest-DOM matchers and automatic cleanup for component tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 10 s (default 1 s): on a loaded 2-core CI machine a lazy chunk or a
// mock answer can take longer than a second; a passing test is not slowed down by this.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
