/**
 * Dictionary quality gates: every language has exactly the same keys as English, uses the same
 * interpolation variables, and is really translated (not English copied), except for an explicit
 * allow-list of brand-like words Filipino players use as they are.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import en from './en.json';
import tl from './tl.json';

type Dictionary = Record<string, string>;

const all = import.meta.glob<Dictionary>('./*.json', { eager: true, import: 'default' });
const byCode: Record<string, Dictionary> = Object.fromEntries(
  Object.entries(all).map(([path, dictionary]) => [path.replace('./', '').replace('.json', ''), dictionary]),
);

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
const REQUIRED_KEYS = `in_no_data in_increase_submit game_maintenance info_maintenance blockip info_ip_block
access_restricted info_access_restricted your_ip customer_service in_need_true_account network_error
chunk_timeout unknown_error not_logged_in invalid_url close back retry loading previous next page_n more
show_less search search_placeholder search_results_one search_results_other search_min_chars clear_search
all home fav hot recent new play free_trial hot_badge favourite add_favourite remove_favourite vendors
vendor all_vendors game_types classify winner_board winner_won notice announcements help_centre products
follow_us download_app download_ios download_android scan_to_download legal_licence language menu open_menu
close_menu not_found_title not_found_text back_home responsible_gaming copyright promotions deposit withdraw
login register logout balance refresh_balance show_balance hide_balance game_type_HOME game_type_FAV
game_type_LOTT game_type_ELOTT game_type_LIVE game_type_SPORTS game_type_ESPORTS game_type_FISH game_type_PVP
game_type_RNG game_type_COCKFIGHT game_type_PROMO classify_ALL classify_SLOT classify_SC classify_VP
classify_JP classify_TG classify_AC classify_CRASH classify_MINI classify_BINGO classify_BG classify_FISH
classify_LIVE classify_SPORT game_centre_enter go_to_vendor more_games section_more view_all skip_to_content
game_list_title results_for`.split(/\s+/);

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

function sameAsEnglish(dictionary: Dictionary): string[] {
  return Object.keys(en).filter((key) => {
    const value = dictionary[key];
    return value !== undefined && value === (en as Dictionary)[key] && hasWords(value) && !SAME_AS_ENGLISH_ALLOWED.has(value);
  });
}

describe('dictionaries', () => {
  it('has a dictionary for every language of the table, and a row for every dictionary', () => {
    expect(Object.keys(byCode).sort()).toEqual(LANGUAGES.map((l) => l.i18nextCode).sort());
  });

  it('English holds every required key, each with non-empty text', () => {
    for (const key of REQUIRED_KEYS) expect(en, key).toHaveProperty([key]);
    for (const [key, value] of Object.entries(en as Dictionary)) expect(value.trim(), key).not.toBe('');
  });

  it('Tagalog has exactly the English key set', () => {
    expect(Object.keys(tl).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(byCode).filter((c) => c !== 'en'))('%s has the English keys (plural forms per its own rules)', (code) => {
    const dictionary = byCode[code]!;
    expect(baseKeys(dictionary)).toEqual(baseKeys(en));
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const key of Object.keys(en)) {
      const plural = PLURAL.exec(key);
      if (!plural) continue;
      for (const category of categories) expect(dictionary, `${plural[1]!}_${category}`).toHaveProperty([`${plural[1]!}_${category}`]);
    }
  });

  it.each(Object.keys(byCode).filter((c) => c !== 'en'))('%s uses the same interpolation variables as English', (code) => {
    const dictionary = byCode[code]!;
    const english = en as Dictionary;
    for (const [key, value] of Object.entries(dictionary)) {
      const plural = PLURAL.exec(key);
      const englishValue = english[key] ?? (plural ? english[`${plural[1]!}_other`] : undefined) ?? '';
      expect(variables(value), key).toEqual(variables(englishValue));
    }
  });

  it.each(Object.keys(byCode).filter((c) => c !== 'en'))('%s is translated: at most a handful of values copied from English', (code) => {
    expect(sameAsEnglish(byCode[code]!).length).toBeLessThanOrEqual(HANDFUL);
  });

  it('Tagalog copies no English value outside the allow-list', () => {
    expect(sameAsEnglish(tl)).toEqual([]);
    expect(tl.language).toBe('Wika');
    expect(tl.game_type_COCKFIGHT).toBe('Sabong');
  });

  it('the checks catch a copied dictionary, a missing key and a renamed variable', () => {
    expect(sameAsEnglish(en).length).toBeGreaterThan(HANDFUL);
    const broken: Dictionary = { ...tl, info_ip_block: 'IP: {{address}}' };
    expect(variables(broken.info_ip_block!)).not.toEqual(variables(en.info_ip_block));
    const { close: _close, ...missing } = tl;
    expect(Object.keys(missing).sort()).not.toEqual(Object.keys(en).sort());
  });

  it('has plural forms for counted texts', () => {
    expect(en).toHaveProperty('search_results_one');
    expect(en).toHaveProperty('search_results_other');
  });
});
