/**
 * Dictionary quality gates, per namespace (the core `translation` in `./<code>.json`, each
 * feature namespace in `./<namespace>/<code>.json`): every language has exactly the same keys
 * as English, uses the same interpolation variables, and is really translated (not English
 * copied), except for an explicit allow-list of brand-like words Filipino players use as they
 * are; and no key lives in two namespaces.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { FEATURE_NAMESPACES } from '../namespaces';
import en from './en.json';
import tl from './tl.json';

type Dictionary = Record<string, string>;

const all = import.meta.glob<Dictionary>(['./*.json', './*/*.json'], { eager: true, import: 'default' });

/** namespace -> language code -> dictionary. */
const byNamespace: Record<string, Record<string, Dictionary>> = {};
for (const [path, dictionary] of Object.entries(all)) {
  const parts = path.replace('./', '').replace('.json', '').split('/');
  const [ns, code] = parts.length === 1 ? ['translation', parts[0]!] : [parts[0]!, parts[1]!];
  (byNamespace[ns] ??= {})[code] = dictionary;
}
const NAMESPACES = ['translation', ...FEATURE_NAMESPACES];
const CODES = LANGUAGES.map((l) => l.i18nextCode).sort();
/** [namespace, code] of every dictionary that is not English. */
const TRANSLATIONS = NAMESPACES.flatMap((ns) => CODES.filter((c) => c !== 'en').map((code) => [ns, code] as const));

/** Values a translation may keep identical to English: brand-like and category words. */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'HOT',
  'Home',
  'Menu',
  'Slots',
  'Live Casino',
  'Sports',
  'E-Sports',
  'Jackpot',
  'Video poker',
  'Bingo',
  // Brand names stay as they are in every language.
  'WhatsApp',
  'Facebook',
  'Telegram',
]);
/** "A handful": how many other values may equal English before the test fails. */
const HANDFUL = 3;

/** Keys the brief and the spec require (spec key names; feature packages code against them). */
const REQUIRED_KEYS = `in_no_data in_increase_submit customer_service in_need_true_account network_error
chunk_timeout unknown_error not_logged_in close back retry loading previous next page_n more
show_less search search_placeholder search_results_one search_results_other clear_search all
home fav hot recent play free_trial hot_badge add_favourite remove_favourite vendors vendor
game_types classify winner_board notice announcements help_centre download_app
legal_licence language menu open_menu close_menu promotions deposit withdraw login register logout
game_type_HOME game_type_FAV game_type_LOTT game_type_ELOTT game_type_LIVE game_type_SPORTS game_type_ESPORTS
game_type_FISH game_type_PVP game_type_RNG game_type_COCKFIGHT game_type_BG game_type_PROMO classify_ALL
classify_SLOT classify_SC classify_VP classify_JP classify_TG classify_AC classify_CRASH classify_MINI
classify_BINGO classify_BG classify_FISH classify_LIVE classify_SPORT
section_more view_all skip_to_content game_list_title results_for`.split(/\s+/);

/** The system pages' keys (spec §2 "System pages"): the `status` namespace, loaded only with those pages. */
const STATUS_KEYS = `game_maintenance info_maintenance blockip info_ip_block access_restricted info_access_restricted your_ip`.split(/\s+/);

/**
 * Keys of the brief that only the shell's on-demand parts show (the footer, the download QR
 * popup, the logout confirmation, the page-not-found page): the `shell` namespace, which the
 * home page does not load before the first interaction.
 */
const SHELL_KEYS = `products follow_us download_ios download_android scan_to_download not_found_title not_found_text
back_home responsible_gaming copyright cancel in_sure_logout`.split(/\s+/);

/** Keys only a logged-in player sees (the `account` namespace). */
const ACCOUNT_KEYS = `balance refresh_balance show_balance hide_balance balance_unavailable account_menu trial_account user_id
copy_user_id my_account transaction_history platform_messages notification_DEPOSIT_CREDITED notification_view`.split(/\s+/);

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Key set with plural forms folded into their base key (languages differ in plural categories). */
function baseKeys(dictionary: Dictionary): string[] {
  return [...new Set(Object.keys(dictionary).map((key) => PLURAL.exec(key)?.[1] ?? key))].sort();
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

/** Values with no letters outside interpolation (e.g. "© {{year}} {{site}}"): nothing to translate. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

function sameAsEnglish(dictionary: Dictionary, english: Dictionary = en): string[] {
  return Object.keys(english).filter((key) => {
    const value = dictionary[key];
    return value !== undefined && value === english[key] && hasWords(value) && !SAME_AS_ENGLISH_ALLOWED.has(value);
  });
}

/** Keys found in more than one of the given namespaces' dictionaries (of one language). */
function keysInTwoNamespaces(dictionaries: Record<string, Dictionary>): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const dictionary of Object.values(dictionaries)) {
    for (const key of Object.keys(dictionary)) (seen.has(key) ? twice : seen).add(key);
  }
  return [...twice].sort();
}

/** One language's dictionaries of every namespace. */
function namespacesOf(code: string): Record<string, Dictionary> {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, byNamespace[ns]![code]!]));
}

function englishOf(ns: string): Dictionary {
  return byNamespace[ns]!.en!;
}

describe('dictionaries', () => {
  it('has a folder for every feature namespace, and a namespace for every folder', () => {
    expect(Object.keys(byNamespace).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('%s has a dictionary for every language of the table, and a row for every dictionary', (ns) => {
    expect(Object.keys(byNamespace[ns]!).sort()).toEqual(CODES);
  });

  it('English holds every required key in the core namespace', () => {
    for (const key of REQUIRED_KEYS) expect(en, key).toHaveProperty([key]);
  });

  it('English holds the logged-in header’s keys in the account namespace (a visitor never loads them)', () => {
    const account = englishOf('account');
    for (const key of ACCOUNT_KEYS) {
      expect(account, key).toHaveProperty([key]);
      expect(en, key).not.toHaveProperty([key]);
    }
  });

  it('English holds the system pages’ keys in the status namespace (a working site never loads them)', () => {
    const status = englishOf('status');
    for (const key of STATUS_KEYS) {
      expect(status, key).toHaveProperty([key]);
      expect(en, key).not.toHaveProperty([key]);
    }
  });

  it('English holds the on-demand shell parts’ keys in the shell namespace (the home page does not load them)', () => {
    const shell = englishOf('shell');
    for (const key of SHELL_KEYS) {
      expect(shell, key).toHaveProperty([key]);
      expect(en, key).not.toHaveProperty([key]);
    }
  });

  it.each(NAMESPACES)('%s: every English key has non-empty text', (ns) => {
    const english = englishOf(ns);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(english)) expect(value.trim(), key).not.toBe('');
  });

  it.each(CODES)('%s: no key lives in two namespaces', (code) => {
    expect(keysInTwoNamespaces(namespacesOf(code))).toEqual([]);
  });

  it('Tagalog has exactly the English key set in every namespace', () => {
    expect(Object.keys(tl).sort()).toEqual(Object.keys(en).sort());
    for (const ns of FEATURE_NAMESPACES) expect(Object.keys(byNamespace[ns]!.tl!).sort(), ns).toEqual(Object.keys(englishOf(ns)).sort());
  });

  it.each(TRANSLATIONS)('%s/%s has the English keys (plural forms per its own rules)', (ns, code) => {
    const dictionary = byNamespace[ns]![code]!;
    const english = englishOf(ns);
    expect(baseKeys(dictionary)).toEqual(baseKeys(english));
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const key of Object.keys(english)) {
      const plural = PLURAL.exec(key);
      if (!plural) continue;
      for (const category of categories) expect(dictionary, `${plural[1]!}_${category}`).toHaveProperty([`${plural[1]!}_${category}`]);
    }
  });

  it.each(TRANSLATIONS)('%s/%s uses the same interpolation variables as English', (ns, code) => {
    const dictionary = byNamespace[ns]![code]!;
    const english = englishOf(ns);
    for (const [key, value] of Object.entries(dictionary)) {
      const plural = PLURAL.exec(key);
      const englishValue = english[key] ?? (plural ? english[`${plural[1]!}_other`] : undefined) ?? '';
      expect(variables(value), key).toEqual(variables(englishValue));
    }
  });

  it.each(TRANSLATIONS)('%s/%s is translated: at most a handful of values copied from English', (ns, code) => {
    expect(sameAsEnglish(byNamespace[ns]![code]!, englishOf(ns)).length).toBeLessThanOrEqual(HANDFUL);
  });

  it('Tagalog copies no English value outside the allow-list, in any namespace', () => {
    for (const ns of NAMESPACES) expect(sameAsEnglish(byNamespace[ns]!.tl!, englishOf(ns)), ns).toEqual([]);
    expect(tl.language).toBe('Wika');
    expect(tl.game_type_COCKFIGHT).toBe('Sabong');
    expect(byNamespace.lottery!.tl!.lottery_numero).not.toBe(englishOf('lottery').lottery_numero);
  });

  it('the checks catch a copied dictionary, a missing key, a renamed variable and a key in two namespaces', () => {
    expect(sameAsEnglish(en).length).toBeGreaterThan(HANDFUL);
    expect(sameAsEnglish(englishOf('auth'), englishOf('auth')).length).toBeGreaterThan(HANDFUL);
    const broken: Dictionary = { ...tl, page_n: 'Pahina {{number}}' };
    expect(variables(broken.page_n!)).not.toEqual(variables(en.page_n!));
    const { close: _close, ...missing } = tl;
    expect(Object.keys(missing).sort()).not.toEqual(Object.keys(en).sort());
    expect(keysInTwoNamespaces({ ...namespacesOf('en'), play: { ...englishOf('play'), close: 'Close' } })).toEqual(['close']);
  });

  it('has plural forms for counted texts', () => {
    expect(en).toHaveProperty('search_results_one');
    expect(en).toHaveProperty('search_results_other');
  });
});
