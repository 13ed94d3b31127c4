/** The site's customer service contact (spec §2 side menu and system pages, §3 permission info `customerService`). */
import type { PermissionInfo } from '@gamehall/api-client';
import { useSiteSettings } from './siteSettings';

/** Where a customer service entry leads: an external page (opened in a new tab) or a mail / phone link. */
export interface CustomerServiceLinkTarget {
  /** The configured entry (`csType`, `path`, `label`). */
  entry: CustomerService;
  /** The link's `href`: the entry's `path`. */
  href: string;
  /** True for an http(s) page, opened in a new tab without opener; false for `mailto:` and `tel:`. */
  external: boolean;
}

/** A configured customer service entry (spec §3: `csType`, `path`, `label`). */
type CustomerService = PermissionInfo['customerService'][number];

const WEB_PAGE = /^https?:\/\/[^\s/]/i;
const MAIL_OR_PHONE = /^(mailto|tel):\S/i;

/**
 * The customer service link the site shows: the first configured entry whose `path` leads
 * somewhere real, an absolute http(s) page (a messenger, an operator's chat page) or a
 * `mailto:` / `tel:` link. An entry with an in-app path (the live chat room, `/cs/livechat`) is
 * skipped: that page is not built (spec §2 "Not built yet: ... chat room"), and menus list only
 * destinations that exist (docs/architecture.md).
 *
 * @param entries - the permission info's `customerService` list (undefined while it loads)
 * @returns the first usable entry and how to open it, or undefined when none is usable
 */
export function customerServiceLink(entries: readonly CustomerService[] | undefined): CustomerServiceLinkTarget | undefined {
  for (const entry of entries ?? []) {
    const href = entry.path.trim();
    if (WEB_PAGE.test(href)) return { entry, href, external: true };
    if (MAIL_OR_PHONE.test(href)) return { entry, href, external: false };
  }
  return undefined;
}

/**
 * The site's customer service link ({@link customerServiceLink} over the permission info's
 * `customerService`).
 *
 * @returns the link target, or undefined while the settings load or when no contact is usable
 * @example
 * ```tsx
 * const customerService = useCustomerServiceLink();
 * {customerService ? <li><CustomerServiceLink target={customerService} /></li> : null}
 * ```
 */
export function useCustomerServiceLink(): CustomerServiceLinkTarget | undefined {
  return customerServiceLink(useSiteSettings()?.customerService);
}
