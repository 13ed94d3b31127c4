/** Mapping of database rows to contract entities. */
import { type Game, type GameType, type IsGame } from '@gamehall/api-client/contract';
import { type games } from '../db/schema.ts';

/** Converts a `games` row to the wire `Game` (spec §3). */
export function toGame(row: typeof games.$inferSelect): Game {
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    vassalage: row.vassalage,
    gameType: row.gameType as GameType,
    gameName: row.gameName,
    iconUrl: row.iconUrl,
    isHot: row.isHot === 1 ? 1 : 0,
    supportPlay: row.supportPlay === 1 ? 1 : 0,
    isGame: row.isGame as IsGame,
    gameClassify: row.gameClassify,
    minBet: row.minBet,
    minLineNum: row.minLineNum,
  };
}
