/**
 * Wire schemas of play (spec §2, §3, §4, §7 "Games and wallet"): game launch, wallets and
 * transfers, favourites, recent games, lottery menus and draws, betting records. Field names
 * are the spec's where it names them (nodeId, vendor, gameType, favGameIds, content, pageNum,
 * isSingle, lottoArea, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl,
 * language); the rest is Gamehall's (docs/architecture.md "Our server defines the wire format").
 */
import { Type, type Static } from 'typebox';
import { Game, GameType, LiteralUnion, Money } from './entities';
import { PRIZE_MODES } from './routes';

/** Vendor code (`vassalage`, spec §3). */
export const Vassalage = Type.String({ pattern: '^[A-Z0-9_]{1,32}$', description: 'vendor code' });
/** Game code of a catalogue game (spec §3). */
export const GameCode = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' });
/** Platform language code, e.g. EN, TY. */
const Language = Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'platform language code, e.g. EN, TY' }));
/** A positive whole number as a query string (1–6 digits). */
const DigitString = Type.String({ pattern: '^[1-9]\\d{0,5}$' });

export { PRIZE_MODES };
/** A lottery prize mode (spec §9: LOTT, ZY, ELOTT, SEA). */
export const PrizeMode = LiteralUnion(PRIZE_MODES);
/** @see PrizeMode */
export type PrizeMode = Static<typeof PrizeMode>;

/** The device a launch is for: `WEB` (desktop) or `H5` (phone browser). */
export const Device = Type.Union([Type.Literal('WEB'), Type.Literal('H5')]);
/** @see Device */
export type Device = Static<typeof Device>;

/** Where the game goes back to (`backUrl`): an absolute http(s) URL of the lobby, ≤ 512 characters. */
export const BackUrl = Type.String({ pattern: '^https?://[^\\s]{1,500}$', maxLength: 512 });

/**
 * Body of `/wps/game/launchGame` (spec §7: used for PVP and lottery launches; lottery launch
 * query shape: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView betting
 * or lobby, device, backUrl, language). A PVP launch names the game by `nodeId`; a lottery
 * launch by `lottoGameCode` (with `launchMode: 'LOTT'`).
 */
export const LaunchGameBody = Type.Object(
  {
    nodeId: Type.Optional(Type.Integer({ minimum: 1 })),
    vassalage: Type.Optional(Vassalage),
    gameType: Type.Optional(GameType),
    lottoArea: Type.Optional(Type.String({ pattern: '^[A-Z]{2,8}$', description: 'e.g. VN, SEA' })),
    launchMode: Type.Optional(Type.Literal('LOTT')),
    lottoPrizeMode: Type.Optional(PrizeMode),
    lottoGameCode: Type.Optional(GameCode),
    lottoView: Type.Optional(Type.Union([Type.Literal('betting'), Type.Literal('lobby')])),
    device: Device,
    backUrl: BackUrl,
    language: Language,
  },
  { additionalProperties: false },
);
/** @see LaunchGameBody */
export type LaunchGameBody = Static<typeof LaunchGameBody>;

/**
 * Body of relay `GCS_gameLaunchFB` (spec §4 "otherwise the game starts"): the game by `nodeId`.
 * `freePlay: true` is the tile's free-trial button (supportPlay 0): play money, no session
 * needed (docs/architecture.md "Free trial vs trial account").
 */
export const GameLaunchFbBody = Type.Object(
  {
    nodeId: Type.Integer({ minimum: 1 }),
    vassalage: Vassalage,
    gameType: GameType,
    gameCode: Type.Optional(GameCode),
    freePlay: Type.Optional(Type.Boolean()),
    device: Device,
    backUrl: BackUrl,
    language: Language,
  },
  { additionalProperties: false },
);
/** @see GameLaunchFbBody */
export type GameLaunchFbBody = Static<typeof GameLaunchFbBody>;

/**
 * A launch: the URL of the game page (another origin; it carries a one-time launch token,
 * never the session token) and that origin, the only one whose `postMessage` the lobby
 * accepts.
 */
export const LaunchValue = Type.Object({
  launchUrl: Type.String(),
  /** `new URL(launchUrl).origin`. */
  launchOrigin: Type.String(),
  /** Play money (free trial) rather than the member's wallet. */
  freePlay: Type.Boolean(),
  /** Seconds the launch token stays usable (it is single use). */
  expiresIn: Type.Integer({ minimum: 1 }),
});
/** @see LaunchValue */
export type LaunchValue = Static<typeof LaunchValue>;

/** Relay `GCS_merchantWallet` (spec §7): `isSingle` = one wallet for every vendor (no transfers). */
export const MerchantWalletValue = Type.Object({ isSingle: Type.Boolean() });
/** @see MerchantWalletValue */
export type MerchantWalletValue = Static<typeof MerchantWalletValue>;

/**
 * Body of relay `GCS_walletTransfer` (spec §7): moves money between the main wallet and a
 * vendor wallet (`IN` = main → vendor, `OUT` = vendor → main). `amount` is a positive decimal
 * string; absent = everything in the source wallet. `transferId` (a UUID the client draws) is
 * the idempotency key: a retry with the same id and the same fields answers the first result
 * and moves nothing more; a transfer happens whole or not at all.
 */
export const WalletTransferBody = Type.Object(
  {
    transferId: Type.String({ pattern: '^[0-9a-fA-F-]{36}$', description: 'UUID, idempotency key' }),
    vassalage: Vassalage,
    direction: Type.Union([Type.Literal('IN'), Type.Literal('OUT')]),
    amount: Type.Optional(Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', description: 'positive decimal string' })),
  },
  { additionalProperties: false },
);
/** @see WalletTransferBody */
export type WalletTransferBody = Static<typeof WalletTransferBody>;

/** Result of a transfer: the amount moved and both wallets after it. */
export const WalletTransferValue = Type.Object({
  transferId: Type.String(),
  amount: Money,
  /** Main wallet after the transfer. */
  balance: Money,
  /** The vendor wallet after the transfer. */
  vendorBalance: Money,
});
/** @see WalletTransferValue */
export type WalletTransferValue = Static<typeof WalletTransferValue>;

/** A vendor wallet (transfer-wallet merchants, spec §7 GCS_walletTransfer). */
export const VendorWallet = Type.Object({ vassalage: Type.String(), balance: Money });
/** @see VendorWallet */
export type VendorWallet = Static<typeof VendorWallet>;

/** Relay `MCSFE_getFavoriteGames` (spec §3 favGameIds). */
export const FavouriteIdsValue = Type.Object({ favGameIds: Type.Array(Type.Integer({ minimum: 1 })) });
/** @see FavouriteIdsValue */
export type FavouriteIdsValue = Static<typeof FavouriteIdsValue>;

/** Query of relay `MCSFE_getFavoriteGamesList` (spec §7: pageSize 999 on home). */
export const FavouriteListQuery = Type.Object(
  {
    clientType: Type.Optional(Type.Literal('3')),
    platform: Type.Optional(Type.String({ maxLength: 60 })),
    language: Language,
    gameType: Type.Optional(GameType),
    vassalage: Type.Optional(Vassalage),
    pageNo: Type.Optional(DigitString),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,2}$', description: '1..999' })),
  },
  { additionalProperties: false },
);
/** @see FavouriteListQuery */
export type FavouriteListQuery = Static<typeof FavouriteListQuery>;

/** A page of favourite games (spec §3 favGameList: content, pageNum, totalPages). */
export const FavouriteListValue = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
/** @see FavouriteListValue */
export type FavouriteListValue = Static<typeof FavouriteListValue>;

/**
 * Add favourite (POST body) and remove favourite (DELETE query), spec §7: nodeId, vendor,
 * gameType. Both are idempotent. As a DELETE query the nodeId is a digit string.
 */
export const FavouriteBody = Type.Object(
  { nodeId: Type.Integer({ minimum: 1 }), vendor: Vassalage, gameType: GameType },
  { additionalProperties: false },
);
/** @see FavouriteBody */
export type FavouriteBody = Static<typeof FavouriteBody>;
/** @see FavouriteBody (the DELETE form: values are strings on the wire) */
export const FavouriteQuery = Type.Object(
  { nodeId: Type.String({ pattern: '^[1-9]\\d{0,9}$' }), vendor: Vassalage, gameType: GameType },
  { additionalProperties: false },
);
/** @see FavouriteQuery */
export type FavouriteQuery = Static<typeof FavouriteQuery>;

/** Query of relay `GCS_recentGame` (spec §7 "Recent games": pageSize 12). */
export const RecentGamesQuery = Type.Object(
  {
    clientType: Type.Optional(Type.Literal('3')),
    vassalage: Type.Optional(Vassalage),
    gameType: Type.Optional(GameType),
    language: Language,
    page: Type.Optional(DigitString),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9]\\d?$', description: '1..99, default 12' })),
  },
  { additionalProperties: false },
);
/** @see RecentGamesQuery */
export type RecentGamesQuery = Static<typeof RecentGamesQuery>;

/** A drawn lottery issue (`numero`) and its opened numbers. */
export const OpenedNumero = Type.Object({
  gameCode: Type.String(),
  /** The issue number, e.g. `20261123-0612`. */
  numero: Type.String(),
  /** ISO 8601 UTC time the numbers were opened. */
  openedAt: Type.String(),
  /** The opened (winning) numbers in draw order, as shown (e.g. `"07"`). */
  numbers: Type.Array(Type.String()),
});
/** @see OpenedNumero */
export type OpenedNumero = Static<typeof OpenedNumero>;

/** A lottery game of a VN/SEA lottery menu (spec §7 /lgw/vn/games/game_menu). */
export const LotteryGame = Type.Object({
  /** The catalogue game (spec §3) behind it. */
  nodeId: Type.Integer({ minimum: 1 }),
  gameCode: Type.String(),
  gameName: Type.String(),
  vassalage: Type.String(),
  gameType: GameType,
  prizeMode: PrizeMode,
  /** e.g. `VN`, `SEA`. */
  lottoArea: Type.String(),
  iconUrl: Type.String(),
  /** Seconds between draws. */
  drawInterval: Type.Integer({ minimum: 1 }),
  /** ISO 8601 UTC time of the next draw. */
  nextDrawAt: Type.String(),
  /** The latest opened draw, when there is one. */
  latest: Type.Optional(OpenedNumero),
});
/** @see LotteryGame */
export type LotteryGame = Static<typeof LotteryGame>;

/** Query of `/lgw/vn/games/game_menu` (spec §7 "VN lottery menus: prizeMode, device WEB"). */
export const LotteryMenuQuery = Type.Object(
  {
    prizeMode: Type.Optional(PrizeMode),
    lottoArea: Type.Optional(Type.String({ pattern: '^[A-Z]{2,8}$' })),
    device: Type.Optional(Device),
    language: Language,
  },
  { additionalProperties: false },
);
/** @see LotteryMenuQuery */
export type LotteryMenuQuery = Static<typeof LotteryMenuQuery>;

/** One bet as the betting record lists it (spec §2 avatar menu "betting record"). */
export const BetRecord = Type.Object({
  betId: Type.String(),
  nodeId: Type.Integer({ minimum: 1 }),
  gameName: Type.String(),
  vassalage: Type.String(),
  gameType: GameType,
  stake: Money,
  payout: Money,
  /** payout − stake. */
  winLoss: Money,
  /** ISO 8601 UTC. */
  betTime: Type.String(),
});
/** @see BetRecord */
export type BetRecord = Static<typeof BetRecord>;

/** The `source` of every message a launched game page posts to the lobby window. */
export const GAME_MESSAGE_SOURCE = 'gamehall-game';

/**
 * What a launched game page tells the lobby by `postMessage` (posted with the lobby's origin as
 * `targetOrigin`; the lobby accepts it only from the launch origin and from its own frame):
 * - `ready`: the game is loaded and playable;
 * - `balance`: the balance changed (after a bet), `balance` a decimal string;
 * - `close`: the player pressed the game's close button;
 * - `error`: the game cannot run (`errorCode`, e.g. `game.launch.token.invalid`).
 */
export type GameMessage =
  | { source: typeof GAME_MESSAGE_SOURCE; type: 'ready'; balance: string }
  | { source: typeof GAME_MESSAGE_SOURCE; type: 'balance'; balance: string }
  | { source: typeof GAME_MESSAGE_SOURCE; type: 'close' }
  | { source: typeof GAME_MESSAGE_SOURCE; type: 'error'; errorCode: string };

/**
 * Whether a `MessageEvent.data` is a {@link GameMessage} (shape only: the caller checks the
 * event's origin and source window).
 * @param data the message data
 * @returns true when it is one of the four messages with the right fields
 */
export function isGameMessage(data: unknown): data is GameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.source !== GAME_MESSAGE_SOURCE) return false;
  switch (m.type) {
    case 'ready':
    case 'balance':
      return typeof m.balance === 'string' && /^-?\d{1,16}\.\d{2}$/.test(m.balance);
    case 'close':
      return true;
    case 'error':
      return typeof m.errorCode === 'string';
    default:
      return false;
  }
}
