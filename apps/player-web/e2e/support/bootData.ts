/**
 * The platform's inline first-render data in the player site's HTML (`#gh-boot`, docs/architecture.md
 * "Deployments: served by the platform, or static on a CDN"), for the specs that remove or spoil it.
 */
import type { Page } from '@playwright/test';

/** The inline data's script element in the HTML. */
export const BOOT = /<script type="application\/json" id="gh-boot">[^<]*<\/script>/;

/** Rewrites the HTML document of `/` with `edit` (the API and assets untouched). */
export async function rewriteDocument(page: Page, edit: (html: string) => string) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}
