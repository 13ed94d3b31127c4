/** Queries run against both the SQL repository and the cache (here and in test/pg). */
import { type GameFilter, type PageRequest } from '../src/catalogue/types.ts';

export const LIST_QUERIES: [GameFilter, PageRequest][] = [
  [{}, { pageNo: 1, pageSize: 18 }],
  [{}, { pageNo: 300, pageSize: 18 }],
  [{ gameType: 'RNG' }, { pageNo: 2, pageSize: 18 }],
  [{ gameType: 'RNG', vassalage: 'PG' }, { pageNo: 2, pageSize: 18 }],
  [{ gameType: 'RNG', vassalage: 'PG', gameClassify: 'ALL' }, { pageNo: 1, pageSize: 100 }],
  [{ gameType: 'RNG', gameClassify: 'SC' }, { pageNo: 1, pageSize: 50 }],
  [{ gameName: 'dragon' }, { pageNo: 1, pageSize: 100 }],
  [{ gameName: '  LUCKY  ' }, { pageNo: 3, pageSize: 20 }],
  [{ gameName: '%' }, { pageNo: 1, pageSize: 100 }],
  [{ gameName: '_' }, { pageNo: 1, pageSize: 100 }],
  [{ gameName: 'a_b%c\\' }, { pageNo: 1, pageSize: 10 }],
  [{ gameName: '   ' }, { pageNo: 1, pageSize: 10 }],
  [{ gameType: 'LIVE', minBet: '3.50' }, { pageNo: 1, pageSize: 100 }],
  [{ gameType: 'RNG', minLineNum: 25 }, { pageNo: 1, pageSize: 30 }],
  [{ vassalage: 'NOPE' }, { pageNo: 1, pageSize: 18 }],
  [{ gameType: 'FISH', vassalage: 'PG' }, { pageNo: 1, pageSize: 18 }],
  [{ nodeId: 1001 }, { pageNo: 1, pageSize: 18 }],
  [{ nodeId: 999999999 }, { pageNo: 1, pageSize: 18 }],
];

export const HOT_QUERIES: GameFilter[] = [{}, { gameType: 'RNG' }, { vassalage: 'PG' }, { gameType: 'LIVE' }, { gameType: 'RNG', vassalage: 'NOPE' }];
