import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs } from '../src/admin/commands.ts';
import { type AdminSocket, sendAdminCommand, startAdminSocket } from '../src/admin/socket.ts';
import { type Database } from '../src/db/database.ts';
import { IpRanges, normaliseIp, parseCidr } from '../src/switches.ts';
import { getJson, seededDatabase, testApp } from './helpers.ts';

describe('CIDR matching', () => {
  it('matches IPv4 ranges, hosts and IPv4-mapped IPv6', () => {
    const ranges = new IpRanges(['203.0.113.0/24', '10.0.0.0/8', '192.0.2.7', 'garbage']);
    expect(ranges.has('203.0.113.9')).toBe(true);
    expect(ranges.has('203.0.114.1')).toBe(false);
    expect(ranges.has('10.255.1.1')).toBe(true);
    expect(ranges.has('192.0.2.7')).toBe(true);
    expect(ranges.has('192.0.2.8')).toBe(false);
    expect(ranges.has('::ffff:203.0.113.200')).toBe(true);
    expect(ranges.has('not-an-ip')).toBe(false);
  });

  it('matches IPv6 ranges', () => {
    const ranges = new IpRanges(['2001:db8::/32', 'fe80::1/128']);
    expect(ranges.has('2001:db8:1234::1')).toBe(true);
    expect(ranges.has('2001:DB9::1')).toBe(false);
    expect(ranges.has('fe80::1')).toBe(true);
    expect(ranges.has('fe80::2')).toBe(false);
    expect(ranges.has('203.0.113.1')).toBe(false);
  });

  it('parses and refuses ranges', () => {
    expect(parseCidr('2001:DB8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseCidr('1.2.3.4')).toEqual({ address: '1.2.3.4', prefix: 32, family: 'ipv4' });
    for (const bad of ['1.2.3.4/33', '::/129', '1.2.3/24', 'x/1', '1.2.3.4/a', '1.2.3.4/8/8']) expect(() => parseCidr(bad)).toThrow();
    expect(normaliseIp('::ffff:1.2.3.4')).toEqual({ address: '1.2.3.4', family: 'ipv4' });
  });

  it('parses admin command lines', () => {
    expect(parseAdminArgs(['maintenance', 'on'])).toEqual({ cmd: 'maintenance', on: true });
    expect(parseAdminArgs(['region', 'block', '10.0.0.0/8'])).toEqual({ cmd: 'block', cidr: '10.0.0.0/8' });
    expect(parseAdminArgs(['seed', '--reset'])).toEqual({ cmd: 'seed', reset: true });
    expect(() => parseAdminArgs(['maintenance', 'maybe'])).toThrow(/usage/);
  });
});

describe('switching without a restart', () => {
  let database: Database;
  let app: FastifyInstance;
  let dir: string;
  let admin: AdminSocket;
  beforeAll(async () => {
    database = await seededDatabase();
    app = await testApp(database, { trustProxy: '127.0.0.1' });
    dir = await mkdtemp(join(tmpdir(), 'gh-admin-'));
    admin = await startAdminSocket(join(dir, 'admin.sock'), app.platform);
  });
  afterAll(async () => {
    await admin.close();
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });
  const status = async (ip: string) => (await getJson<{ value: { status: number; ip: string } }>(app, '/wps/system/status', { 'x-forwarded-for': ip })).body.value;

  it('the admin socket is private and answers status', async () => {
    expect((await stat(admin.path)).mode & 0o777).toBe(0o600);
    const result = await sendAdminCommand(admin.path, { cmd: 'status' });
    expect(result).toMatchObject({ ok: true, state: { maintenance: false, regionRestriction: false }, catalogueVersion: 1 });
  });

  it('maintenance via the admin socket shows status 1 on the next request', async () => {
    expect(await status('198.51.100.1')).toEqual({ status: 0, ip: '198.51.100.1' });
    expect(await sendAdminCommand(admin.path, { cmd: 'maintenance', on: true })).toMatchObject({ ok: true, state: { maintenance: true } });
    expect((await status('198.51.100.1')).status).toBe(1);
    const info = await getJson<{ value: { maintenance: boolean } }>(app, '/wps/system/permission/info');
    expect(info.body.value.maintenance).toBe(true);
    await sendAdminCommand(admin.path, { cmd: 'maintenance', on: false });
    expect((await status('198.51.100.1')).status).toBe(0);
  });

  it('region restriction blocks IPs in blocked ranges only (v4 and v6)', async () => {
    expect(await sendAdminCommand(admin.path, { cmd: 'block', cidr: '198.51.100.0/24' })).toMatchObject({ ok: true });
    expect((await status('198.51.100.1')).status).toBe(0);
    await sendAdminCommand(admin.path, { cmd: 'region', on: true });
    expect(await status('198.51.100.1')).toEqual({ status: 2, ip: '198.51.100.1' });
    expect((await status('198.51.101.1')).status).toBe(0);
    expect((await status('2001:db8:aa::5')).status).toBe(0);
    await sendAdminCommand(admin.path, { cmd: 'block', cidr: '2001:db8:aa::/48' });
    expect((await status('2001:db8:aa::5')).status).toBe(2);
    expect((await status('2001:db8:ab::5')).status).toBe(0);
    const info = await getJson<{ value: { regionRestriction: unknown; location: { ip: string } } }>(app, '/wps/system/permission/info', { 'x-forwarded-for': '198.51.100.1' });
    expect(info.body.value).toMatchObject({ regionRestriction: { enabled: true, blocked: true }, location: { ip: '198.51.100.1' } });
    await sendAdminCommand(admin.path, { cmd: 'unblock', cidr: '198.51.100.0/24' });
    expect((await status('198.51.100.1')).status).toBe(0);
    expect(await sendAdminCommand(admin.path, { cmd: 'block', cidr: 'nonsense' })).toMatchObject({ ok: false });
    await sendAdminCommand(admin.path, { cmd: 'region', on: false });
  });

  it('the socket refuses junk lines', async () => {
    expect(await sendAdminCommand(admin.path, { cmd: 'drop tables' } as never)).toEqual({ ok: false, error: 'unknown command' });
  });

  it('the same via /dev/switches', async () => {
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/dev/switches', payload });
    expect((await put({ maintenance: true })).json()).toMatchObject({ success: true, value: { maintenance: true } });
    expect((await status('192.0.2.1')).status).toBe(1);
    await put({ maintenance: false, regionRestriction: true, block: ['192.0.2.0/24'] });
    expect((await status('192.0.2.1')).status).toBe(2);
    const got = (await app.inject({ method: 'GET', url: '/dev/switches' })).json<{ value: { blockedRanges: string[] } }>();
    expect(got.value.blockedRanges).toContain('192.0.2.0/24');
    await put({ regionRestriction: false, unblock: ['192.0.2.0/24'] });
    expect((await status('192.0.2.1')).status).toBe(0);
  });

  it('without a trusted proxy X-Forwarded-For is ignored', async () => {
    const plain = await testApp(database);
    const res = await getJson<{ value: { ip: string } }>(plain, '/wps/system/status', { 'x-forwarded-for': '203.0.113.5' });
    expect(res.body.value.ip).toBe('127.0.0.1');
    await plain.close();
  });

  it('/dev does not exist in production', async () => {
    const prod = await testApp(database, { production: true, demo: false });
    for (const method of ['GET', 'PUT'] as const) {
      const res = await prod.inject({ method, url: '/dev/switches', payload: method === 'PUT' ? { maintenance: true } : undefined });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'route.not.found' });
    }
    expect((await getJson<{ value: { maintenance: boolean } }>(prod, '/dev/switches')).status).toBe(404);
    await prod.close();
  });
});
