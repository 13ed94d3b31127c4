// @ts-check
/**
 * Gamehall ESLint config for React workspaces: the base rules plus react-hooks.
 */
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { base } from './base.js';

/**
 * @param {{ name: string, typeChecked?: boolean }} options workspace name without scope;
 *   `typeChecked` adds typescript-eslint's strictTypeChecked rules for the shipped sources
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function react({ name, typeChecked = false }) {
  return tseslint.config(...base({ name, browser: true, typeChecked }), {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  });
}
