/**
 * The chunk of {@link NavigationLoader}'s overlay: ui-kit's `LoaderOverlay` alone (a lazy
 * `import('@gamehall/ui-kit')` would put the whole of ui-kit in the chunk).
 */
export { LoaderOverlay } from '@gamehall/ui-kit';
