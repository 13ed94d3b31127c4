import { describe, expect, it } from 'vitest';
import { type SealedBody, fromBase64, toBase64 } from '../crypto/format';
import { type RsaEngine, sealBody } from '../crypto/sealBody';
import { MOCK_PUBLIC_KEY, SealedBodyError, readRequestBody } from './index';

const URL_LOGIN = 'http://localhost/wps/session/login';
const LOGIN = { type: 'username', username: 'player1', password: 'Correct Horse 9!' };

const sealedRequest = async (plain: unknown, rsa: RsaEngine, change: (body: SealedBody, header: string) => { body: unknown; header?: string | null } = (body) => ({ body })) => {
  const sealed = await sealBody(plain, { method: 'POST', path: '/wps/session/login', key: MOCK_PUBLIC_KEY, rsa });
  const { body, header = sealed.header } = change(JSON.parse(sealed.body) as SealedBody, sealed.header);
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (header !== null) headers.set('Encryption', header);
  return new Request(URL_LOGIN, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
};

const refusal = async (request: Request) => {
  const error = await readRequestBody(request, 'encrypted').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SealedBodyError);
  return { errorCode: (error as SealedBodyError).errorCode, status: (error as SealedBodyError).status };
};

describe('readRequestBody', () => {
  it.each<RsaEngine>(['webcrypto', 'forge'])('opens a body the transport sealed (%s) with the mock key', async (rsa) => {
    const request = await sealedRequest(LOGIN, rsa);
    await expect(readRequestBody(request, 'encrypted')).resolves.toEqual(LOGIN);
    // The body is read from a clone: the handler can still read the request.
    expect(request.bodyUsed).toBe(false);
  });

  it('reads JSON by default and form fields as strings', async () => {
    await expect(readRequestBody(new Request(URL_LOGIN, { method: 'POST', body: '{"a":[1,2]}' }))).resolves.toEqual({ a: [1, 2] });
    await expect(readRequestBody(new Request(URL_LOGIN, { method: 'POST' }))).resolves.toBeUndefined();
    const form = new Request('http://localhost/wps/member/password/email', { method: 'POST', body: 'username=player+one&email=p1%2Bx%40example.com' });
    await expect(readRequestBody(form, 'form')).resolves.toEqual({ username: 'player one', email: 'p1+x@example.com' });
  });

  it('refuses tampered, foreign-key, header-less and non-JSON sealed bodies with 400 encryption.invalid', async () => {
    const flip = (b64: string) => {
      const bytes = fromBase64(b64);
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x80;
      return toBase64(bytes);
    };
    const invalid = { errorCode: 'encryption.invalid', status: 400 };
    expect(await refusal(await sealedRequest(LOGIN, 'forge', (b) => ({ body: { ...b, data: flip(b.data) } })))).toEqual(invalid);
    expect(await refusal(await sealedRequest(LOGIN, 'forge', (b) => ({ body: { ...b, mac: flip(b.mac) } })))).toEqual(invalid);
    expect(await refusal(await sealedRequest(LOGIN, 'forge', (b, h) => ({ body: b, header: h.replace(MOCK_PUBLIC_KEY.kid, 'ffffffffffffffff') })))).toEqual(invalid);
    expect(await refusal(await sealedRequest(LOGIN, 'forge', (b) => ({ body: b, header: null })))).toEqual(invalid);
    expect(await refusal(await sealedRequest(LOGIN, 'forge', () => ({ body: '{"v":1,' })))).toEqual(invalid);
    expect(await refusal(new Request(URL_LOGIN, { method: 'POST', body: JSON.stringify(LOGIN) }))).toEqual(invalid);
  });
});
