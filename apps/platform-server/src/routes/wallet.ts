/**
 * Handlers of the wallet and launch endpoints (spec §4, §7 "Games and wallet"): launchGame,
 * gameLaunchFB, merchantWallet, walletTransfer, bettingRecords. The work is in src/play
 * (WalletService, LaunchService, BetService).
 */
import { LIMITS, limitSubject } from '../security/rateLimiter.ts';
import { type GameType } from '@gamehall/api-client/contract';
import { RECORDS_PAGE_DEFAULT } from '../play/bets.ts';
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';
import { PAGE_MAX, boundedInt } from './paging.ts';

type WalletEndpoint = 'launchGame' | 'gameLaunchFB' | 'merchantWallet' | 'walletTransfer' | 'bettingRecords';

/** The wallet and launch handlers, merged into the contract's handler map by api.ts; a transfer writes the audit event `wallet.transfer` (issue 10 §4). */
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
  async walletTransfer({ body, session, services, request }) {
    const result = await services.wallets.transfer(session.member, body);
    // Audit (issue 10 §4); a retried transferId answers the first result and is recorded again.
    auditRequest(request, {
      event: 'wallet.transfer',
      account: session.member.account,
      memberId: session.member.id,
      transferId: result.transferId,
      vassalage: body.vassalage,
      direction: body.direction,
      amount: result.amount,
      balance: result.balance,
    });
    return result;
  },
  async bettingRecords({ query, session, services }) {
    return services.bets.records(session.member, {
      gameType: query.gameType as GameType | undefined,
      vassalage: query.vassalage,
      from: query.from,
      to: query.to,
      pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, 100_000),
      pageSize: boundedInt(query.pageSize, RECORDS_PAGE_DEFAULT, 'pageSize', 1, PAGE_MAX),
    });
  },
};
