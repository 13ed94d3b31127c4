import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient } from '@gamehall/api-client';
import { makeGameMenu, makePermissionInfo } from '@gamehall/api-client/mocks';
import { LANG_STORAGE_KEY } from '@gamehall/i18n';
import { SITE_ANNOUNCEMENTS_ARGS, shellApi } from '../api/shellApi';
import { SystemStatusGate } from '../components/SystemStatusGate/SystemStatusGate';
import { configureAppStore } from '../store/store';
import { renderWithProviders, startTestServer } from '../testing';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '@gamehall/api-client';
import { BOOT_DATA_MAX_AGE_MS, readBootData, seedBootData } from './bootData';

startTestServer();

const banner = { id: 7, title: 'Welcome', url: '/art/banner/7.svg', linkageType: 'NONE', linkage: '', groupName: 'w_home' } as const;
const menus = [makeGameMenu()];
let token: string | null = null;

function bootData(overrides: Partial<BootData> = {}): BootData {
  return {
    v: 2,
    generatedAt: Date.now() - 1_000,
    merchant: 'GH001',
    language: 'EN',
    catalogueVersion: 3,
    systemStatus: { status: 0, ip: '203.0.113.9' },
    permissionInfo: makePermissionInfo(),
    announcements: { query: { types: 'B,PL,PU,PR', execution: 'B' }, value: { banners: [banner], notices: [], popup: [], promotion: [], help: [] } },
    gameMenus: menus,
    ...overrides,
  };
}

/** Puts `text` in the page's boot element, as the platform server writes it (`<` escaped). */
function inline(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text.replace(/</g, '\\u003c');
  document.head.append(element);
}

beforeEach(() => {
  token = null;
  configureClient({ merchantCode: 'GH001', baseUrl: '', getLanguage: () => 'EN', getToken: () => token });
});
afterEach(() => {
  localStorage.clear();
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
});

describe('readBootData', () => {
  it('reads valid data (with < escaped as \\u003c)', () => {
    const data = bootData();
    data.announcements.value.banners = [{ ...banner, title: '</script><b>' }];
    inline(JSON.stringify(data));
    expect(readBootData()).toEqual(data);
  });

  it('gives nothing when the element is missing or empty', () => {
    expect(readBootData()).toBeUndefined();
    inline('');
    expect(readBootData()).toBeUndefined();
  });

  it('gives nothing for malformed JSON or another shape', () => {
    const texts = [
      '{"v":1,',
      'null',
      '[]',
      '"x"',
      JSON.stringify({ ...bootData(), v: 1 }),
      JSON.stringify({ ...bootData(), v: 3 }),
      JSON.stringify({ ...bootData(), generatedAt: 'now' }),
      JSON.stringify({ ...bootData(), systemStatus: { status: 'x' } }),
      JSON.stringify({ ...bootData(), systemStatus: undefined }),
      JSON.stringify({ ...bootData(), announcements: { value: {} } }),
      JSON.stringify({ ...bootData(), permissionInfo: null }),
      JSON.stringify({ ...bootData(), gameMenus: undefined }),
      JSON.stringify({ ...bootData(), gameMenus: {} }),
      JSON.stringify({ ...bootData(), hotGames: {} }),
    ];
    for (const text of texts) {
      inline(text);
      expect(readBootData(), text).toBeUndefined();
      document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    }
  });

  it('gives nothing when stale (older than the max age)', () => {
    inline(JSON.stringify(bootData({ generatedAt: Date.now() - BOOT_DATA_MAX_AGE_MS - 5_000 })));
    expect(readBootData()).toBeUndefined();
    expect(readBootData(BOOT_DATA_MAX_AGE_MS * 2)).toBeDefined();
  });

  it('reads data without hotGames (pages other than home) and with them', () => {
    inline(JSON.stringify(bootData()));
    expect(readBootData()?.hotGames).toBeUndefined();
    document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    inline(JSON.stringify(bootData({ hotGames: { list: [] } })));
    expect(readBootData()?.hotGames).toEqual({ list: [] });
  });

  it('takes data dated ahead of the client clock (a clock behind the server) as fresh', () => {
    inline(JSON.stringify(bootData({ generatedAt: Date.now() + 5 * 60_000 })));
    expect(readBootData()).toBeDefined();
  });

  it('gives nothing for another language than the client renders in (the stored choice first)', () => {
    inline(JSON.stringify(bootData()));
    localStorage.setItem(LANG_STORAGE_KEY, 'TY');
    expect(readBootData()).toBeUndefined();
    localStorage.setItem(LANG_STORAGE_KEY, 'EN');
    expect(readBootData()).toBeDefined();
  });

  it('gives nothing for another merchant than the configured one', () => {
    inline(JSON.stringify(bootData()));
    configureClient({ merchantCode: 'GH002', baseUrl: '', getLanguage: () => 'EN', getToken: () => null });
    expect(readBootData()).toBeUndefined();
  });
});

describe('seedBootData', () => {
  it('seeds the status, permission info, game menus and site announcements with the args the components use, at once, and returns the data', () => {
    const data = bootData({ hotGames: { list: [] } });
    inline(JSON.stringify(data));
    const store = configureAppStore();
    expect(seedBootData(store)).toEqual(data);
    const state = store.getState() as never;
    expect(shellApi.endpoints.getSystemStatus.select()(state)).toMatchObject({ status: 'fulfilled', data: { status: 0, ip: '203.0.113.9' } });
    expect(shellApi.endpoints.getPermissionInfo.select()(state).data).toEqual(makePermissionInfo());
    expect(shellApi.endpoints.getGameMenus.select()(state)).toMatchObject({ status: 'fulfilled', data: menus });
    expect(shellApi.endpoints.getAnnouncements.select(SITE_ANNOUNCEMENTS_ARGS)(state).data?.banners).toEqual([banner]);
  });

  it('seeds no announcements with a session token (a member sees other popups)', () => {
    inline(JSON.stringify(bootData()));
    token = 't0k3n';
    const store = configureAppStore();
    expect(seedBootData(store)).toBeDefined();
    expect(shellApi.endpoints.getSystemStatus.select()(store.getState() as never).data?.status).toBe(0);
    expect(shellApi.endpoints.getAnnouncements.select(SITE_ANNOUNCEMENTS_ARGS)(store.getState() as never).data).toBeUndefined();
  });

  it('seeds nothing from missing, malformed or stale data', () => {
    for (const text of [undefined, '{', JSON.stringify(bootData({ generatedAt: 0 }))]) {
      if (text !== undefined) inline(text);
      const store = configureAppStore();
      expect(seedBootData(store)).toBeUndefined();
      expect(store.getState().api.queries).toEqual({});
      document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    }
  });

  it('a seeded maintenance status shows the maintenance page, not the app', async () => {
    inline(JSON.stringify(bootData({ systemStatus: { status: 1, ip: '203.0.113.9' } })));
    const store = configureAppStore();
    seedBootData(store);
    renderWithProviders(
      <SystemStatusGate>
        <p>lobby</p>
      </SystemStatusGate>,
      { store },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('lobby')).not.toBeInTheDocument();
  });
});
