import type { ComponentType } from 'react';
import { useRefreshOnNotification } from '../api/useRefreshOnNotification';

/**
 * A page that reads its lists again when a live notification arrives (as the `/member` layout
 * does for its pages), for pages shown in another app's frame.
 *
 * @param Page - the page
 * @returns the page with the refresh
 */
export function withLiveRefresh(Page: ComponentType): ComponentType {
  function LiveRefreshPage() {
    useRefreshOnNotification();
    return <Page />;
  }
  return LiveRefreshPage;
}
