/**
 * The platform contract (spec §3, §7): entity schemas and the endpoint table, importable
 * without React or Redux (`@gamehall/api-client/contract`) by the platform server.
 *
 * @packageDocumentation
 */
export {
  ANNOUNCEMENT_TYPES,
  Announcement,
  AnnouncementList,
  AnnouncementType,
  BANNER_GROUPS,
  Banner,
  CustomerService,
  Envelope,
  type EnvelopeOf,
  Execution,
  GAME_TYPES,
  Game,
  GameClassify,
  GameMenu,
  GamePage,
  GameType,
  HelpTopic,
  IsGame,
  LinkageType,
  Money,
  PATTERN_IDS,
  Page,
  PermissionInfo,
  RegionRestriction,
  RegisterFieldRule,
  Resource,
  SystemStatus,
  Vendor,
  VendorLane,
  WhitelabelNode,
  WinnerBoardItem,
} from './entities';
export {
  AnnouncementsQuery,
  type AuthMode,
  ERROR_CODES,
  type EndpointDef,
  type EndpointName,
  GameListQuery,
  HotGamesQuery,
  type QueryOf,
  type ValueOf,
  WinnerBoardQuery,
  endpoints,
} from './endpoints';
