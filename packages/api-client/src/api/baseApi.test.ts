import { configureStore } from '@reduxjs/toolkit';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QueryOf, ValueOf } from '../contract/endpoints';
import { failure } from '../mocks/handlers';
import { startMockServer } from '../mocks/node';
import { NetworkError, PlatformError } from '../transport/errors';
import { baseApi } from './baseApi';
import { toPlatformQueryError } from './platformBaseQuery';
import { toUserMessage } from './toUserMessage';

const server = startMockServer();

const lobbyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Game'] }).injectEndpoints({
  endpoints: (build) => ({
    gameList: build.query<ValueOf<'gameList'>, QueryOf<'gameList'>>({
      query: (query) => ({ endpoint: 'gameList', query }),
      providesTags: ['Game'],
    }),
    systemStatus: build.query<ValueOf<'systemStatus'>, undefined>({
      query: () => ({ endpoint: 'systemStatus' }),
    }),
  }),
});

// The enhanced api is the same reducer and middleware as baseApi, typed with the injected tags.
function makeStore() {
  return configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (getDefault) => getDefault().concat(lobbyApi.middleware),
  });
}

describe('baseApi', () => {
  it('is the one api under reducerPath "api" and gives injected endpoints hooks', () => {
    expect(baseApi.reducerPath).toBe('api');
    expect(typeof lobbyApi.useGameListQuery).toBe('function');
    expect(lobbyApi.reducer).toBe(baseApi.reducer);
  });

  it('runs an injected endpoint against the mock platform in a real store', async () => {
    const store = makeStore();
    const result = await store.dispatch(lobbyApi.endpoints.gameList.initiate({ gameType: 'RNG', gameName: 'fortune', pageSize: '5' }));
    expect(result.error).toBeUndefined();
    expect(result.data?.pageSize).toBe(5);
    expect(result.data?.games.length).toBeGreaterThan(0);
    expect(result.data?.games.every((g) => g.gameType === 'RNG' && /fortune/i.test(g.gameName))).toBe(true);
    expect(lobbyApi.endpoints.gameList.select({ gameType: 'RNG', gameName: 'fortune', pageSize: '5' })(store.getState()).data).toEqual(result.data);
  });

  it('returns a serialisable PlatformQueryError on a 400', async () => {
    const store = makeStore();
    const result = await store.dispatch(lobbyApi.endpoints.gameList.initiate({ pageSize: '1000' }));
    expect(result.error).toEqual({
      status: 400,
      errorCode: 'request.invalid',
      message: expect.stringContaining('pageSize') as string,
      value: null,
    });
  });

  it('returns a business failure (HTTP 200, success:false) with its errorCode and value', async () => {
    server.use(http.get('*/wps/system/status', () => failure('Under maintenance', 'system.maintenance', 200, { until: '04:00' })));
    const store = makeStore();
    const result = await store.dispatch(lobbyApi.endpoints.systemStatus.initiate(undefined));
    expect(result.error).toEqual({ status: 200, errorCode: 'system.maintenance', message: 'Under maintenance', value: { until: '04:00' } });
    expect(toUserMessage(result.error)).toEqual({ message: 'Under maintenance' });
  });
});

describe('toPlatformQueryError and toUserMessage', () => {
  it('map platform, network and unknown errors', () => {
    const platform = new PlatformError({ errorCode: 'login.failed', message: 'Wrong password', value: { captcha: true }, status: 200 });
    expect(toPlatformQueryError(platform)).toEqual({ status: 200, errorCode: 'login.failed', message: 'Wrong password', value: { captcha: true } });
    expect(toPlatformQueryError(new NetworkError('timeout'))).toEqual({ status: 'NETWORK_ERROR', errorCode: 'network.timeout', message: '' });
    expect(toPlatformQueryError(new Error('boom'))).toMatchObject({ errorCode: 'system.error' });

    expect(toUserMessage(platform)).toEqual({ message: 'Wrong password' });
    expect(toUserMessage(new PlatformError({ errorCode: 'system.error', message: '', status: 502 }))).toEqual({ key: 'unknown_error' });
    expect(toUserMessage(new NetworkError('offline'))).toEqual({ key: 'network_error' });
    expect(toUserMessage({ status: 'NETWORK_ERROR', errorCode: 'network.offline', message: '' })).toEqual({ key: 'network_error' });
    expect(toUserMessage(new Error('x'))).toEqual({ key: 'unknown_error' });
    expect(toUserMessage(undefined)).toEqual({ key: 'unknown_error' });
  });
});
