// jest-dom matchers on Vitest's `expect` (the shared setup file registers them at run time).
import '@testing-library/jest-dom/vitest';
