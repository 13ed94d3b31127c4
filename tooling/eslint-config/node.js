// @ts-check
/**
 * Gamehall ESLint config for Node workspaces (the platform server, scripts).
 */
import { base } from './base.js';

/**
 * @param {{ name: string }} options workspace name without scope
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function node({ name }) {
  return base({ name, browser: false });
}
