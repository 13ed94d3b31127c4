/**
 * Reading request bodies in MSW handlers the way the platform server does: JSON, form-encoded,
 * or sealed (docs/architecture.md "Encrypted calls"). Sealed bodies are opened with a fixed mock key
 * pair (node-forge + crypto-js, so it runs in Storybook's browser worker as well as in Node).
 */
import { openSealedBody } from '../crypto/openBody';
import { SealedBodyError } from '../crypto/format';
import type { PublicKeyValue } from '../contract/accounts';

/**
 * The mock platform's RSA-2048 public key: what the mock `publicKey` endpoint answers, so the
 * transport seals bodies the mocks can open. A test fixture, not a secret: its private half is
 * committed beside it.
 */
export const MOCK_PUBLIC_KEY: PublicKeyValue = {
  kid: '1560e8cd73fc7458',
  algorithm: 'RSA-OAEP-256',
  spki: [
    'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAnX+cmJDYG2D9PBL78mzhtf02EGYC3U0KPcs0RD7I+AHQu0YjMZ1p',
    'IIYXTZZdh62hHHG6ZInolwmrGsiQJzbjYUEqpUvGfj4LmNMy451k8n98rU1+7mXx5ObOwi/OXXQYoNl4bf41I1HQwEG0RQqA',
    'wW4BTXKg/psKly/FCOLXdm3eDnxFXtfosxYu2oy0IGKjMG6U5KRXhnhMhYnp/jfostxrGscmspM1N+7zAVGJAhWranzN/ho0',
    'jUphZQKYoXpphOnwqiOX1Q2FEI3rlkg+yMzO4aYU34CGD9yp9Oyjl6LTsG4BqY8Bhrmi7ahMpGP2bGf73ZvGpXCjzHsdtINJ',
    'PwIDAQAB',
  ].join(''),
};

/** PKCS#8 DER (base64) of the mock key pair: a committed test fixture, never a platform key. */
const MOCK_PRIVATE_KEY_PKCS8 = [
    'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCdf5yYkNgbYP08EvvybOG1/TYQZgLdTQo9yzREPsj4AdC7',
    'RiMxnWkghhdNll2HraEccbpkieiXCasayJAnNuNhQSqlS8Z+PguY0zLjnWTyf3ytTX7uZfHk5s7CL85ddBig2Xht/jUjUdDA',
    'QbRFCoDBbgFNcqD+mwqXL8UI4td2bd4OfEVe1+izFi7ajLQgYqMwbpTkpFeGeEyFien+N+iy3GsaxyaykzU37vMBUYkCFatq',
    'fM3+GjSNSmFlApihemmE6fCqI5fVDYUQjeuWSD7IzM7hphTfgIYP3Kn07KOXotOwbgGpjwGGuaLtqEykY/ZsZ/vdm8alcKPM',
    'ex20g0k/AgMBAAECggEAA4ckPtafwJ0/juTt99Qwih8N4vgmAEcFf7TZit3NKqD/x/IeP7JC9JOMWhSQK8Xb4gM6JZ5hM2Do',
    'EEWF1RsJpNgM2H8GBzXklJvGfAq+hCAO7uLZgQWPkY0J/JeNi9JZ6uB0LiKPlibzAht2qkU99Rc9uDplGM7oQdK0GyrZoLF0',
    'UwW91FJfNBtTC5cHC8fCm4prRCW9FysKKER/9t2+OmdkbjIn1ME5zV9bnG8veINLNkXnIpgrAElHgDSPTWi2XOvbNefM2Fxo',
    'XCeKixoafAErZiwAz89kzOAYi+YiO+jOVdW4UDe2Bgmx1whj1tZzdgn3jrKa6odaIUR72oVAAQKBgQDRTj8KFSuRUv1rUqi4',
    'pU3QBcgfEs9H0VmehjlRz+6eHNZ5hgVuoj7a/ZlvJSRci0aOibHhyZnXm9J6Ny8CAkYuMNOHRoSoTlzop5bGzKVbSy1J6fP3',
    'ggHrQMgdSKdz4UzCyQaZqiViNfrC9BbEEnA2Zx1jTBnLfhcAXGlag8VIAQKBgQDAopT5W8Y7vSCVrpd9brvR5Ldo0PWhVjsM',
    'SX0ycwu3YLodP+cIeMcAfRioKzWPkYgCy6v8KXZRtAkHtHFR6zvxzRLmo/e9+N6F/Y9vqW+w5lDM7gjJsSoYUhAdw4T9Ie0K',
    '3O5bGpzZmrwbI7risD6vMa92RcujwzSNtKu5mS6RPwKBgFIsiC9rNFmv3XK/VyJ3M9+SBYm9lse5d5f3VpW6LxLAe6vmZEeV',
    'R1wu6IhsaqQywhbAFKhywAWYVcBJ3hjJz8fev42CsB5r9aoZ8eZG/jyjfTphsbjgv+Qe4PIuTh/+umZXClJWLKssSjE0J6P/',
    'ITMatL0Babcs39bycSJqTZABAoGBAL5rOFXx+VeuEZrEti0gm/rUWtT60gQEqGPx9Rc8kBVaQT+OnoNKWHTMM+ZwqAZeNpOE',
    '32JpXfNPwylhni77GAtiy09AQDIC43yR9ArN84Free3JUtiFD3ZxEEtLrZdHxPjbAab+/JNCGLW/MQrKa3xk4exI/A7KdJWr',
    'RaE2ocijAoGAczE5LHWUt0xIdzstmE8tmzTQXRBKTp44UZjV7K31ar32tqR/SEnQYGaZ+VS0ghChi8mVRvPLb61AMJKVDfmP',
    'U3dDD3WMpr8mdKoluFSkAD/Dgjl1C1NVr0nMEMvWCVmwOukbt9nKWFjJV6/erAQJIHoR60ytXTdCQ2gyffqo0Fw=',
  ].join('');

export { SealedBodyError };

/**
 * Reads the body of a request an MSW handler received, decoded as the endpoint's `encoding` says.
 *
 * - `json` (default): the parsed JSON body (`undefined` for an empty body).
 * - `form`: the `application/x-www-form-urlencoded` fields as a plain object of strings.
 * - `multipart`: the `FormData` (files as `File`s).
 * - `encrypted`: the sealed body opened with the mock key ({@link MOCK_PUBLIC_KEY}): header and
 *   body shape, key id and HMAC are verified (constant time) before decrypting. The mocks do not
 *   check freshness or replay (the platform server does).
 *
 * @param request - the request as MSW hands it to a resolver (its body is read once, from a clone)
 * @param encoding - the endpoint's `routes[name].encoding`; default `json`
 * @returns the plaintext body
 * @throws SealedBodyError (`status` 400, `errorCode` `encryption.invalid`) when a sealed body is
 *   missing its header, names another key id, is tampered with or does not decrypt to JSON
 * @throws SyntaxError when a `json` body is not JSON
 * @example
 * ```ts
 * http.post(`${origin}/wps/session/login`, async ({ request }) => {
 *   try {
 *     const body = await readRequestBody(request, 'encrypted');
 *     // ...
 *   } catch (error) {
 *     if (error instanceof SealedBodyError) return failure('Request could not be verified', error.errorCode, error.status);
 *     throw error;
 *   }
 * });
 * ```
 */
export async function readRequestBody(request: Request, encoding: 'json' | 'encrypted' | 'form' | 'multipart' = 'json'): Promise<unknown> {
  if (encoding === 'multipart') return request.clone().formData();
  const text = await request.clone().text();
  if (encoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  if (encoding === 'json') return text === '' ? undefined : (JSON.parse(text) as unknown);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SealedBodyError('encryption.invalid', 'sealed body is not JSON');
  }
  const path = new URL(request.url).pathname;
  return openSealedBody({ method: request.method, path, header: request.headers.get('Encryption'), body }, { kid: MOCK_PUBLIC_KEY.kid, pkcs8: MOCK_PRIVATE_KEY_PKCS8 });
}
