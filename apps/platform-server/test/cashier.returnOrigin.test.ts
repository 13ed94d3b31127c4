import { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lobbyOriginOf } from '../src/routes/cashier-deposit.ts';

const request = (host: string, origin?: string, protocol = 'https') => ({ host, protocol, headers: origin === undefined ? {} : { origin } }) as unknown as FastifyRequest;

describe('where the payment page sends the payer back (lobbyOriginOf)', () => {
  it('keeps the lobby origin the request came from when it is this site', () => {
    expect(lobbyOriginOf(request('play.example.com', 'https://play.example.com'))).toBe('https://play.example.com');
  });

  it('refuses another site named in Origin: the payer returns to this site', () => {
    expect(lobbyOriginOf(request('play.example.com', 'https://evil.example'))).toBe('https://play.example.com');
    expect(lobbyOriginOf(request('play.example.com', 'javascript:alert(1)'))).toBe('https://play.example.com');
  });

  it('accepts a loopback dev server on another port, and the site itself without Origin', () => {
    expect(lobbyOriginOf(request('127.0.0.1:8080', 'http://localhost:5173', 'http'))).toBe('http://localhost:5173');
    expect(lobbyOriginOf(request('127.0.0.1:8080', undefined, 'http'))).toBe('http://127.0.0.1:8080');
  });
});
