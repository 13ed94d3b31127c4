/** The system pages, one lazy chunk: they show only in maintenance, region or access blocks (spec §2 "System pages"). */
export { AccessRestrictedPage } from '../AccessRestrictedPage/AccessRestrictedPage';
export { MaintenancePage } from '../MaintenancePage/MaintenancePage';
export { RegionBlockedPage } from '../RegionBlockedPage/RegionBlockedPage';
