import { react } from '@gamehall/eslint-config/react';

export default [
  ...react({ name: 'player-web' }),
  // Benchmarks and e2e set-up run in Node against the platform server, not in the app: they may fetch.
  { files: ['bench/**', 'e2e/**'], rules: { 'no-restricted-globals': 'off' } },
];
