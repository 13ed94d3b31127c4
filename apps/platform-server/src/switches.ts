/**
 * Operator switches (maintenance, region restriction, the merchant's wallet mode) and blocked CIDR ranges, stored in the
 * database so they can be flipped without a restart (docs/architecture.md "System status").
 * Reads go through a cache of at most 1 s; writes in this process take effect at once.
 */
import { BlockList, isIP } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { type AppDb } from './db/database.ts';
import * as t from './db/schema.ts';

/**
 * Names of the operator switches. `singleWallet` is the merchant's wallet mode (spec §7
 * GCS_merchantWallet `isSingle`): on = one wallet for every vendor, off = transfer wallets (money
 * moved into a vendor wallet before a launch); a database without the row is single-wallet.
 */
export type SwitchName = 'maintenance' | 'regionRestriction' | 'singleWallet';

/** Wallet mode of a database without a `singleWallet` row: single wallet. */
export const SINGLE_WALLET_DEFAULT = true;

/** The switches as read from the database. */
export interface SwitchState {
  maintenance: boolean;
  regionRestriction: boolean;
  /** One wallet for every vendor (`isSingle`); false = transfer wallets. Absent row = {@link SINGLE_WALLET_DEFAULT}. */
  singleWallet: boolean;
  /** Blocked ranges in CIDR notation (IPv4 or IPv6), sorted. */
  blockedRanges: string[];
}

/** A parsed CIDR range. */
export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/**
 * Parses `a.b.c.d/n` or `x:y::/n` (a bare address means a single host).
 * @param text the range
 * @returns the parsed range
 * @throws Error with a readable message when the text is not a valid CIDR range
 */
export function parseCidr(text: string): Cidr {
  const [address = '', prefixText, extra] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) throw new Error(`not a CIDR range: "${text}"`);
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) throw new Error(`bad prefix length in "${text}"`);
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) throw new Error(`prefix length /${prefix} is over ${max} in "${text}"`);
  return { address: address.toLowerCase(), prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Canonical text of a CIDR range (`address/prefix`). */
export function formatCidr(cidr: Cidr): string {
  return `${cidr.address}/${cidr.prefix}`;
}

/**
 * Normalises a client address: strips an IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`) and a zone.
 * @returns the address and its family, or undefined when it is not an IP address
 */
export function normaliseIp(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | undefined {
  let address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const version = isIP(address);
  if (version === 0) return undefined;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** A matcher over CIDR ranges (node:net `BlockList`). */
export class IpRanges {
  private readonly list = new BlockList();

  /** @param ranges CIDR ranges; invalid entries are skipped */
  constructor(ranges: readonly string[]) {
    for (const range of ranges) {
      try {
        const cidr = parseCidr(range);
        this.list.addSubnet(cidr.address, cidr.prefix, cidr.family);
      } catch {
        // An invalid stored range blocks nothing (admin refuses to store one).
      }
    }
  }

  /** Whether `ip` (IPv4, IPv6 or IPv4-mapped IPv6) falls in one of the ranges. */
  has(ip: string): boolean {
    const parsed = normaliseIp(ip);
    return parsed ? this.list.check(parsed.address, parsed.family) : false;
  }
}

/** Reads and writes the switches. */
export class Switches {
  private cached: { at: number; state: SwitchState; ranges: IpRanges } | undefined;

  /**
   * @param db the platform database
   * @param now clock in milliseconds
   * @param ttlMs how long a read is reused (at most 1000 ms)
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = 1000,
  ) {}

  /** Drops the cached read. */
  invalidate(): void {
    this.cached = undefined;
  }

  /** The switches and a matcher over the blocked ranges (read fresh at most every `ttlMs`). */
  async read(): Promise<{ state: SwitchState; ranges: IpRanges }> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached;
    const rows = await this.db.select().from(t.systemSwitches);
    const blocked = await this.db.select({ cidr: t.blockedRanges.cidr }).from(t.blockedRanges).orderBy(asc(t.blockedRanges.cidr));
    const on = (name: SwitchName) => rows.some((r) => r.name === name && r.enabled);
    const singleWallet = rows.find((r) => r.name === 'singleWallet')?.enabled ?? SINGLE_WALLET_DEFAULT;
    const state: SwitchState = { maintenance: on('maintenance'), regionRestriction: on('regionRestriction'), singleWallet, blockedRanges: blocked.map((b) => b.cidr) };
    this.cached = { at: this.now(), state, ranges: new IpRanges(state.blockedRanges) };
    return this.cached;
  }

  /** Sets a switch. */
  async set(name: SwitchName, enabled: boolean): Promise<SwitchState> {
    await this.db
      .insert(t.systemSwitches)
      .values({ name, enabled, updatedAt: new Date(this.now()) })
      .onConflictDoUpdate({ target: t.systemSwitches.name, set: { enabled, updatedAt: new Date(this.now()) } });
    this.invalidate();
    return (await this.read()).state;
  }

  /**
   * Adds a blocked range.
   * @throws Error when `cidr` is not a valid range
   */
  async block(cidr: string): Promise<SwitchState> {
    const canonical = formatCidr(parseCidr(cidr));
    await this.db.insert(t.blockedRanges).values({ cidr: canonical }).onConflictDoNothing();
    this.invalidate();
    return (await this.read()).state;
  }

  /**
   * Removes a blocked range (given as stored or in any equivalent spelling).
   * @throws Error when `cidr` is not a valid range
   */
  async unblock(cidr: string): Promise<SwitchState> {
    const parsed = parseCidr(cidr);
    const stored = await this.db.select({ cidr: t.blockedRanges.cidr }).from(t.blockedRanges);
    for (const row of stored) {
      try {
        const other = parseCidr(row.cidr);
        if (other.prefix === parsed.prefix && other.family === parsed.family && new IpRanges([row.cidr]).has(parsed.address)) {
          await this.db.delete(t.blockedRanges).where(eq(t.blockedRanges.cidr, row.cidr));
        }
      } catch {
        if (row.cidr === cidr) await this.db.delete(t.blockedRanges).where(eq(t.blockedRanges.cidr, row.cidr));
      }
    }
    this.invalidate();
    return (await this.read()).state;
  }

  /**
   * The system status of spec §4 for a client: 1 when maintenance is on, else 2 when region
   * restriction is on and the IP is in a blocked range, else 0.
   */
  async statusFor(ip: string): Promise<{ status: 0 | 1 | 2; maintenance: boolean; regionRestriction: { enabled: boolean; blocked: boolean } }> {
    const { state, ranges } = await this.read();
    const blocked = state.regionRestriction && ranges.has(ip);
    return {
      status: state.maintenance ? 1 : blocked ? 2 : 0,
      maintenance: state.maintenance,
      regionRestriction: { enabled: state.regionRestriction, blocked },
    };
  }
}
