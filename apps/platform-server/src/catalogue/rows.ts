/** Mapping of database rows to contract entities. */
import { type Game, type GameType, type IsGame } from '@gamehall/api-client/contract';
import { rasterArtUrl } from '../art/raster.ts';
import { type games } from '../db/schema.ts';

/** Converts a `games` row to the wire `Game` (spec §3); a generated SVG icon URL becomes its versioned WebP (src/art/raster.ts). */
export function toGame(row: typeof games.$inferSelect): Game {
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    vassalage: row.vassalage,
    gameType: row.gameType as GameType,
    gameName: row.gameName,
    iconUrl: rasterArtUrl(row.iconUrl, `${row.gameCode}|${row.gameName}|${row.vassalage}|${row.gameType}`),
    isHot: row.isHot === 1 ? 1 : 0,
    supportPlay: row.supportPlay === 1 ? 1 : 0,
    isGame: row.isGame as IsGame,
    gameClassify: row.gameClassify,
    minBet: row.minBet,
    minLineNum: row.minLineNum,
  };
}
