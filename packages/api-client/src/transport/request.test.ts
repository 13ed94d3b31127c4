import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, getClientConfig } from './config';
import { NetworkError, PlatformError, isNetworkError, isPlatformError } from './errors';
import { buildPath, request } from './request';

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
