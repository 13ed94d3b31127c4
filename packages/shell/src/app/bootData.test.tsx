import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, configureClient } from '@gamehall/api-client';
import { makePermissionInfo } from '@gamehall/api-client/mocks';
import { LANG_STORAGE_KEY } from '@gamehall/i18n';
import { SITE_ANNOUNCEMENTS_ARGS, shellApi } from '../api/shellApi';
import { SystemStatusGate } from '../components/SystemStatusGate/SystemStatusGate';
import { configureAppStore } from '../store/store';
import { renderWithProviders, startTestServer } from '../testing';
import { BOOT_DATA_ELEMENT_ID, BOOT_DATA_MAX_AGE_MS, type BootData, readBootData, seedBootData } from './bootData';

startTestServer();

const NOW = 1_800_000_000_000;
const banner = { id: 7, title: 'Welcome', url: '/art/banner/7.svg', linkageType: 'NONE', linkage: '', groupName: 'w_home' } as const;

function bootData(overrides: Partial<BootData> = {}): BootData {
  return {
    v: 1,
    generatedAt: NOW - 1_000,
    merchant: 'GH001',
    language: 'EN',
    catalogueVersion: 3,
    systemStatus: { status: 0, ip: '203.0.113.9' },
    permissionInfo: makePermissionInfo(),
    announcements: { query: { types: 'B,PL,PU,PR', execution: 'B' }, value: { banners: [banner], notices: [], popup: [], promotion: [], help: [] } },
    ...overrides,
  };
}

/** A document holding `text` in the boot element (or none when undefined). */
const docWith = (text: string | undefined) => ({
  getElementById: (id: string) => (text !== undefined && id === BOOT_DATA_ELEMENT_ID ? ({ textContent: text } as HTMLElement) : null),
});
const options = (text: string | undefined, extra: object = {}) => ({ doc: docWith(text), now: NOW, language: 'EN', merchant: 'GH001', ...extra });

beforeEach(() => {
  configureClient({ merchantCode: 'GH001', baseUrl: '', getLanguage: () => 'EN', getToken: () => null });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
});

describe('readBootData', () => {
  it('reads valid data', () => {
    expect(readBootData(options(JSON.stringify(bootData())))).toEqual(bootData());
  });

  it('gives nothing when the element is missing or empty', () => {
    expect(readBootData(options(undefined))).toBeUndefined();
    expect(readBootData(options(''))).toBeUndefined();
  });

  it('gives nothing for malformed JSON or another shape', () => {
    for (const text of ['{"v":1,', 'null', '[]', '"x"', JSON.stringify({ ...bootData(), v: 2 }), JSON.stringify({ ...bootData(), systemStatus: { status: 'x' } }), JSON.stringify({ ...bootData(), announcements: { value: {} } }), JSON.stringify({ ...bootData(), permissionInfo: null })]) {
      expect(readBootData(options(text)), text).toBeUndefined();
    }
  });

  it('gives nothing when stale (older than the max age, or dated in the future)', () => {
    expect(readBootData(options(JSON.stringify(bootData({ generatedAt: NOW - BOOT_DATA_MAX_AGE_MS - 1 }))))).toBeUndefined();
    expect(readBootData(options(JSON.stringify(bootData({ generatedAt: NOW + BOOT_DATA_MAX_AGE_MS + 1 }))))).toBeUndefined();
    expect(readBootData(options(JSON.stringify(bootData({ generatedAt: NOW - BOOT_DATA_MAX_AGE_MS }))))).toBeDefined();
  });

  it('gives nothing for another language than the client renders in', () => {
    expect(readBootData(options(JSON.stringify(bootData()), { language: 'TY' }))).toBeUndefined();
    // By default the stored choice (local storage `lang`) decides, before i18n has loaded it.
    localStorage.setItem(LANG_STORAGE_KEY, 'TY');
    expect(readBootData({ doc: docWith(JSON.stringify(bootData())), now: NOW })).toBeUndefined();
    localStorage.setItem(LANG_STORAGE_KEY, 'EN');
    expect(readBootData({ doc: docWith(JSON.stringify(bootData())), now: NOW })).toBeDefined();
  });

  it('gives nothing for another merchant (default: the configured one)', () => {
    expect(readBootData(options(JSON.stringify(bootData()), { merchant: 'GH002' }))).toBeUndefined();
    configureClient({ merchantCode: 'GH002', baseUrl: '', getLanguage: () => 'EN', getToken: () => null });
    expect(readBootData({ doc: docWith(JSON.stringify(bootData())), now: NOW, language: 'EN' })).toBeUndefined();
  });

  it('reads the element of the page, with < escaped as the server writes it', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = BOOT_DATA_ELEMENT_ID;
    const data = bootData({ generatedAt: Date.now() });
    data.announcements.value.banners = [{ ...banner, title: '</script><b>' }];
    element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.append(element);
    expect(readBootData({ language: 'EN' })?.announcements.value.banners[0]?.title).toBe('</script><b>');
  });
});

describe('seedBootData', () => {
  it('seeds the status, permission info and site announcements with the args the components use', () => {
    const store = configureAppStore();
    expect(seedBootData(store, options(JSON.stringify(bootData())))).toBe(true);
    const state = store.getState() as never;
    expect(shellApi.endpoints.getSystemStatus.select()(state).data).toEqual({ status: 0, ip: '203.0.113.9' });
    expect(shellApi.endpoints.getPermissionInfo.select()(state).data).toEqual(makePermissionInfo());
    expect(shellApi.endpoints.getAnnouncements.select(SITE_ANNOUNCEMENTS_ARGS)(state).data?.banners).toEqual([banner]);
  });

  it('seeds no announcements with a stored session (a member sees other popups)', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 't0k3n');
    const store = configureAppStore();
    expect(seedBootData(store, options(JSON.stringify(bootData())))).toBe(true);
    expect(shellApi.endpoints.getSystemStatus.select()(store.getState() as never).data?.status).toBe(0);
    expect(shellApi.endpoints.getAnnouncements.select(SITE_ANNOUNCEMENTS_ARGS)(store.getState() as never).data).toBeUndefined();
  });

  it('seeds nothing from missing, malformed or stale data', () => {
    for (const text of [undefined, '{', JSON.stringify(bootData({ generatedAt: 0 }))]) {
      const store = configureAppStore();
      expect(seedBootData(store, options(text))).toBe(false);
      expect(store.getState().api.queries).toEqual({});
    }
  });

  it('a seeded maintenance status shows the maintenance page, not the app', async () => {
    const store = configureAppStore();
    seedBootData(store, options(JSON.stringify(bootData({ systemStatus: { status: 1, ip: '203.0.113.9' } }))));
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
