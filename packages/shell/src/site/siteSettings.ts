/** Site settings from the permission info (spec §3) and image URLs through the image CDNs (spec §9). */
import { useCallback } from 'react';
import { resolveImageUrl, type PermissionInfo } from '@gamehall/api-client';
import { useGetPermissionInfoQuery } from '../api/shellApi';

/** Image shown when a game icon or logo fails to load (spec §8 "falls back to ... default image"). */
export const FALLBACK_ICON_PATH = '/art/fallback.svg';

const NO_CDNS: readonly string[] = [];

/**
 * The site settings (permission info, spec §3): customer service, resources, whitelabel tree,
 * image CDNs, location... Loaded first by {@link SystemStatusGate}; cached afterwards.
 *
 * @returns the permission info, or undefined while it loads or when it failed
 * @example
 * ```tsx
 * const site = useSiteSettings();
 * const ios = site?.resources.find((r) => r.resourceType === 'APP_IOS')?.url;
 * ```
 */
export function useSiteSettings(): PermissionInfo | undefined {
  return useGetPermissionInfoQuery().data;
}

/**
 * A resolver of platform image paths (game `iconUrl`, vendor `lagerIcon`, `/art/...`) to URLs on
 * the configured image CDNs (`imageCDNs`, spec §9; the page's origin when none).
 *
 * @returns `(path) => url`; stable while the CDN list does not change
 * @example
 * ```tsx
 * const imageUrl = useImageUrl();
 * <img src={imageUrl('/art/logo.svg')} alt="" />
 * ```
 */
export function useImageUrl(): (path: string) => string {
  const cdns = useSiteSettings()?.imageCDNs ?? NO_CDNS;
  return useCallback((path: string) => resolveImageUrl(path, cdns), [cdns]);
}

/**
 * The URL of a configured resource (spec §3 "resources by resourceType with url").
 *
 * @param site - the permission info (or undefined while loading)
 * @param resourceType - e.g. `APP_IOS`, `APP_ANDROID`, `LICENCE`, `SOCIAL_TELEGRAM`
 * @returns the URL, or undefined when not configured (or empty)
 */
export function findResource(site: PermissionInfo | undefined, resourceType: string): string | undefined {
  const url = site?.resources.find((r) => r.resourceType === resourceType)?.url;
  return url ? url : undefined;
}
