import { react } from '@gamehall/eslint-config/react';

export default [
  ...react({ name: 'agent-web' }),
  // e2e runs in Node against the platform server, not in the app.
  { files: ['e2e/**'], rules: { 'no-restricted-globals': 'off' } },
];
