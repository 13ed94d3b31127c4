import { lazy, Suspense } from 'react';
import { loadNamespace } from '@gamehall/i18n';

const NotFoundPageContent = lazy(() => Promise.all([import('./NotFoundPageContent'), loadNamespace('shell')]).then(([m]) => ({ default: m.NotFoundPageContent })));

/**
 * The page for unknown routes (the router's `*` route of both apps): a 404 mark, `not_found_title`,
 * `not_found_text` and a `back_home` link. Its code and texts (the `shell` namespace) load when an
 * unknown route is first shown, not with the home page (nothing is shown meanwhile).
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPageContent />
    </Suspense>
  );
}
