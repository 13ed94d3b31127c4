/**
 * Browser storage keys (spec §3 "Storage"). The spec's names are the keys: do not rename.
 */

/** Session storage keys (spec §3): token, isAgent, username, merchant, merchantCode. */
export const SESSION_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  username: 'username',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
} as const;

/** Local storage keys (spec §3): lang, hisLang, LOTTFAV (lottery favourites per user), merchantCode. */
export const LOCAL_KEYS = {
  lang: 'lang',
  hisLang: 'hisLang',
  LOTTFAV: 'LOTTFAV',
  merchantCode: 'merchantCode',
} as const;
