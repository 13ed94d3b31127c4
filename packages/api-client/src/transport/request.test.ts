import { constants, createDecipheriv, createHmac, generateKeyPairSync, privateDecrypt, timingSafeEqual } from 'node:crypto';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicKeyValue } from '../contract/accounts';
import { type SealedBody, macInput, parseEncryptionHeader } from '../crypto/format';
import { configureClient, getClientConfig } from './config';
import { NetworkError, PlatformError, isNetworkError, isPlatformError } from './errors';
import { buildPath, forgetPublicKey, request } from './request';

// Same origin as the happy-dom page: a cross-origin URL would get a CORS preflight.
const BASE = location.origin;
let token: string | null = null;
const seen: { url: URL; headers: Headers; method: string }[] = [];

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: '' });
const record = (request: Request) => {
  seen.push({ url: new URL(request.url), headers: request.headers, method: request.method });
};

const server = setupServer(
  http.get(`${BASE}/wps/system/status`, ({ request }) => (record(request), ok({ status: 0, ip: '203.0.113.7' }))),
  http.get(`${BASE}/wps/relay/GCSGAME_gameList`, ({ request }) => (record(request), ok({ games: [], pageNo: 1, pageSize: 18, totalPages: 0, total: 0 }))),
  http.get(`${BASE}/wps/relay/GCSGAME_hotGamesV2`, ({ request }) => (record(request), ok({ list: [] }))),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());
beforeEach(() => {
  token = null;
  configureClient({ baseUrl: `${BASE}/`, merchantCode: 'GH01', getLanguage: () => 'TY', getToken: () => token, timeoutMs: 200 });
});

describe('configureClient', () => {
  it('fills in defaults and trims the base URL', () => {
    expect(getClientConfig()).toMatchObject({ baseUrl: BASE, merchantCode: 'GH01', timeoutMs: 200 });
    configureClient({ merchantCode: 'X', getLanguage: () => 'EN', getToken: () => null });
    expect(getClientConfig()).toMatchObject({ baseUrl: '', timeoutMs: 20_000 });
  });
});

describe('buildPath', () => {
  it('drops empty values and stringifies numbers', () => {
    expect(buildPath('/p', { a: 'x', b: undefined, c: '', d: 3, e: null, f: 'a b' })).toBe('/p?a=x&d=3&f=a+b');
    expect(buildPath('/p', {})).toBe('/p');
    expect(buildPath('/p')).toBe('/p');
  });
});

describe('request headers', () => {
  it('sends Merchant, Language, Device and Accept, and no Authorization without a token', async () => {
    await expect(request('systemStatus')).resolves.toEqual({ status: 0, ip: '203.0.113.7' });
    const { headers, method } = seen[0]!;
    expect(method).toBe('GET');
    expect(headers.get('Merchant')).toBe('GH01');
    expect(headers.get('Language')).toBe('TY');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends Authorization on an optional-auth endpoint only when a token exists', async () => {
    await request('hotGames');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    token = 'tok-123';
    await request('hotGames');
    expect(seen[1]!.headers.get('Authorization')).toBe('tok-123');
  });

  it('sends a token given to the call instead of the stored one (a session not stored yet), never to a no-session endpoint', async () => {
    token = 'stored-1';
    await request('hotGames', { token: 'fresh-2' });
    expect(seen[0]!.headers.get('Authorization')).toBe('fresh-2');
    await request('systemStatus', { token: 'fresh-2' });
    expect(seen[1]!.headers.has('Authorization')).toBe(false);
  });

  it('never sends the token to an endpoint that needs no session', async () => {
    token = 'tok-123';
    await request('systemStatus');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('builds the query string from the endpoint table', async () => {
    await request('gameList', { query: { gameType: 'RNG', gameName: '', pageNo: '2', pageSize: '18', vassalage: undefined } });
    const { url } = seen[0]!;
    expect(url.pathname).toBe('/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameType: 'RNG', pageNo: '2', pageSize: '18' });
  });
});

describe('request errors', () => {
  it('throws a PlatformError with the server fields on success:false with HTTP 200', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, () =>
        HttpResponse.json({ success: false, value: { captcha: true }, message: 'Wrong password', errorCode: 'login.failed' }),
      ),
    );
    const error = await request('systemStatus').catch((e: unknown) => e);
    expect(isPlatformError(error)).toBe(true);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ name: 'PlatformError', status: 200, errorCode: 'login.failed', message: 'Wrong password', value: { captcha: true } });
  });

  it.each([
    [400, 'request.invalid', 'Invalid query parameter "pageSize"'],
    [401, 'login.not.session', 'Please log in'],
  ])('throws a PlatformError on HTTP %i', async (status, errorCode, message) => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.json({ success: false, value: null, message, errorCode }, { status })));
    await expect(request('systemStatus')).rejects.toMatchObject({ name: 'PlatformError', status, errorCode, message, value: null });
  });

  it('answers system.error for a 5xx or non-JSON body without envelope', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(request('systemStatus')).rejects.toMatchObject({ name: 'PlatformError', status: 502, errorCode: 'system.error' });
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse('not json', { status: 200 })));
    await expect(request('systemStatus')).rejects.toMatchObject({ status: 200, errorCode: 'system.error' });
  });

  it('maps a bare 401 without envelope to login.not.session', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse(null, { status: 401 })));
    await expect(request('systemStatus')).rejects.toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });

  it('throws NetworkError offline when the network fails', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()));
    const error = await request('systemStatus').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'offline' });
  });

  it('throws NetworkError timeout after timeoutMs', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, async () => {
        await delay(2000);
        return ok({ status: 0, ip: '' });
      }),
    );
    const started = Date.now();
    await expect(request('systemStatus')).rejects.toMatchObject({ name: 'NetworkError', kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('throws NetworkError aborted when the caller aborts', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, async () => {
        await delay(2000);
        return ok({ status: 0, ip: '' });
      }),
    );
    const controller = new AbortController();
    const pending = request('systemStatus', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'NetworkError', kind: 'aborted' });
    const already = new AbortController();
    already.abort();
    await expect(request('systemStatus', { signal: already.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('form-encoded calls', () => {
  it('sends a plain object body as application/x-www-form-urlencoded', async () => {
    let contentType: string | null = null;
    let text = '';
    server.use(
      http.post(`${BASE}/wps/member/password/email`, async ({ request: r }) => {
        contentType = r.headers.get('Content-Type');
        text = await r.text();
        return ok(null);
      }),
    );
    await expect(request('forgotPasswordEmail', { body: { username: 'player one', email: 'p1+x@example.com' } })).resolves.toBeNull();
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({ username: 'player one', email: 'p1+x@example.com' });
  });
});

describe('encrypted calls', () => {
  // Real RSA-2048 key pairs, as the platform server makes them; the second one is the "rotated" key.
  const makeKey = (kid: string) => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const value: PublicKeyValue = { kid, algorithm: 'RSA-OAEP-256', spki: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
    return { value, privateKey: pair.privateKey };
  };
  const keys = [makeKey('aaaaaaaaaaaaaaaa'), makeKey('bbbbbbbbbbbbbbbb')] as const;
  let current: (typeof keys)[number] = keys[0];
  let keyFetches = 0;
  const received: { contentType: string | null; header: string | null; text: string; token: string | null }[] = [];

  /** What the platform server does (node:crypto); answers like it: 400 encryption.* or the opened body. */
  const open = (header: string | null, text: string, method: string, path: string): { code: string } | { plain: unknown } => {
    let parsed;
    try {
      parsed = parseEncryptionHeader(header);
    } catch {
      return { code: 'encryption.invalid' };
    }
    if (parsed.kid !== current.value.kid) return { code: 'encryption.invalid' };
    const body = JSON.parse(text) as SealedBody;
    const secret = privateDecrypt({ key: current.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(parsed.key, 'base64'));
    const mac = createHmac('sha256', secret.subarray(32)).update(macInput({ kid: parsed.kid, method, path, ...body })).digest();
    if (!timingSafeEqual(mac, Buffer.from(body.mac, 'base64'))) return { code: 'encryption.invalid' };
    const decipher = createDecipheriv('aes-256-cbc', secret.subarray(0, 32), Buffer.from(body.iv, 'base64'));
    return { plain: JSON.parse(Buffer.concat([decipher.update(Buffer.from(body.data, 'base64')), decipher.final()]).toString('utf8')) };
  };

  const platform = [
    http.get(`${BASE}/wps/system/publicKey`, () => {
      keyFetches += 1;
      return ok(current.value);
    }),
    ...(['post', 'put'] as const).map((verb) =>
      http[verb](`${BASE}/wps/*`, async ({ request: r }) => {
        const text = await r.text();
        received.push({ contentType: r.headers.get('Content-Type'), header: r.headers.get('Encryption'), text, token: r.headers.get('Authorization') });
        const result = open(r.headers.get('Encryption'), text, r.method, new URL(r.url).pathname);
        if ('code' in result) return HttpResponse.json({ success: false, value: null, message: 'refused', errorCode: result.code }, { status: 400 });
        return ok({ echo: result.plain });
      }),
    ),
  ];
  const LOGIN = { type: 'username', username: 'player1', password: 'Correct Horse 9!', captcha: 'x7k2' } as const;

  beforeEach(() => {
    forgetPublicKey();
    current = keys[0];
    keyFetches = 0;
    received.length = 0;
    server.use(...platform);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('seals the body: no plaintext on the wire, Encryption header, JSON content type; the server opens it', async () => {
    await expect(request('login', { body: LOGIN })).resolves.toEqual({ echo: LOGIN });
    const [{ contentType, header, text }] = received as [(typeof received)[number]];
    expect(contentType).toBe('application/json');
    expect(header).toMatch(/^v1;kid=aaaaaaaaaaaaaaaa;key=/);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['v', 'ts', 'nonce', 'iv', 'data', 'mac']);
    for (const secret of ['player1', 'Correct Horse', 'x7k2', 'password', 'username']) {
      expect(text).not.toContain(secret);
      expect(header).not.toContain(secret);
    }
  });

  it('uses node-forge where crypto.subtle is missing (plain HTTP), and the server opens that too', async () => {
    const getRandomValues = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const body = { newPassword: 'New pass 123!', mobileNum: '9171234567', verificationCode: '123456' };
    await expect(request('passwordVerification', { body })).resolves.toEqual({ echo: body });
    expect(received[0]!.text).not.toContain('New pass');
  });

  it('fetches the public key once and keeps it for later calls; MACs the method and sends the token', async () => {
    token = 'tok-1';
    await request('login', { body: LOGIN });
    await request('changePassword', { body: { oldPassword: 'a'.repeat(8), newPassword: 'b'.repeat(8) } });
    expect(keyFetches).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]!.token).toBe('tok-1');
  });

  it('after a key rotation, fetches the new key and retries once', async () => {
    await request('login', { body: LOGIN });
    current = keys[1];
    await expect(request('login', { body: LOGIN })).resolves.toEqual({ echo: LOGIN });
    expect(keyFetches).toBe(2);
    expect(received.map((r) => parseEncryptionHeader(r.header).kid)).toEqual(['aaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
    // The retry is sealed afresh (new nonce), not a replay of the refused body.
    expect((JSON.parse(received[2]!.text) as SealedBody).nonce).not.toBe((JSON.parse(received[1]!.text) as SealedBody).nonce);
  });

  it('gives up after one retry, and does not retry a stale or replayed refusal', async () => {
    server.use(http.post(`${BASE}/wps/session/login`, () => HttpResponse.json({ success: false, value: null, message: 'bad', errorCode: 'encryption.invalid' }, { status: 400 })));
    await expect(request('login', { body: LOGIN })).rejects.toMatchObject({ name: 'PlatformError', status: 400, errorCode: 'encryption.invalid' });
    expect(keyFetches).toBe(2);
    for (const errorCode of ['encryption.stale', 'encryption.replayed']) {
      let attempts = 0;
      server.use(
        http.post(`${BASE}/wps/session/login`, () => {
          attempts += 1;
          return HttpResponse.json({ success: false, value: null, message: 'bad', errorCode }, { status: 400 });
        }),
      );
      await expect(request('login', { body: LOGIN })).rejects.toMatchObject({ errorCode });
      expect(attempts).toBe(1);
    }
  });

  it('a failed key fetch fails the call and is not kept: the next call fetches again', async () => {
    server.use(http.get(`${BASE}/wps/system/publicKey`, () => HttpResponse.json({ success: false, value: null, message: 'down', errorCode: 'system.error' }, { status: 503 }), { once: true }));
    await expect(request('login', { body: LOGIN })).rejects.toMatchObject({ errorCode: 'system.error', status: 503 });
    expect(received).toHaveLength(0);
    await expect(request('login', { body: LOGIN })).resolves.toEqual({ echo: LOGIN });
    expect(keyFetches).toBe(1);
  });
});
