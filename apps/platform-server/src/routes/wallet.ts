/**
 * Handlers of the wallet and launch endpoints (spec §4, §7 "Games and wallet"): launchGame,
 * gameLaunchFB, merchantWallet, walletTransfer, bettingRecords. The work is in src/play
 * (WalletService, LaunchService, BetService).
 */
import { LIMITS, limitSubject } from '../security/rateLimiter.ts';
import { type GameType } from '@gamehall/api-client/contract';
import { RECORDS_PAGE_DEFAULT } from '../play/bets.ts';
import { type Handlers, PAGE_MAX, boundedInt } from './api.ts';

type WalletEndpoint = 'launchGame' | 'gameLaunchFB' | 'merchantWallet' | 'walletTransfer' | 'bettingRecords';

/** The wallet and launch handlers, merged into the contract's handler map by api.ts. */
export const walletHandlers: Pick<Handlers, WalletEndpoint> = {
  async launchGame({ body, session, services }) {
    return services.launches.launchGame(session, body);
  },
  async gameLaunchFB({ body, session, services, ip }) {
    // Free play needs no account: throttled per client address (issue 10 §3).
    if (body.freePlay === true) await services.limiter.attempt([{ key: `freeplay-launch:ip:${limitSubject(ip)}`, max: LIMITS.freePlayLaunchesPerIp }]);
    return services.launches.gameLaunchFB(session, body);
  },
  async merchantWallet({ services }) {
    return { isSingle: await services.wallets.isSingle() };
  },
  async walletTransfer({ body, session, services }) {
    return services.wallets.transfer(session.member, body);
  },
  async bettingRecords({ query, session, services }) {
    return services.bets.records(session.member, {
      gameType: query.gameType as GameType | undefined,
      vassalage: query.vassalage,
      pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, 100_000),
      pageSize: boundedInt(query.pageSize, RECORDS_PAGE_DEFAULT, 'pageSize', 1, PAGE_MAX),
    });
  },
};
