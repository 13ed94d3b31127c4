/**
 * The demo game site's words in the platform's languages (docs/architecture.md "Languages": EN
 * English, TY Tagalog). The game site is a separate product on its own origin (a vendor's game
 * page), so it carries its own small dictionary instead of the lobby's i18n package; a launch's
 * `language` picks it, anything else falls back to English. `{{name}}` marks a variable.
 */
import { type SlotSymbol } from '../play/rtp.ts';

/** Every text of the game page, the error page and the index page. */
export interface DemoStrings {
  /** `lang` attribute of the page. */
  htmlLang: string;
  balance: string;
  playMoney: string;
  freePlay: string;
  stake: string;
  lowerStake: string;
  raiseStake: string;
  spin: string;
  spinning: string;
  placeBet: string;
  pickLegend: string;
  drawn: string;
  drawnIs: string;
  youPicked: string;
  win: string;
  noWin: string;
  insufficient: string;
  ended: string;
  network: string;
  failed: string;
  close: string;
  lastBets: string;
  noBets: string;
  stakeOf: string;
  won: string;
  lost: string;
  paytable: string;
  rtp: string;
  pickRule: string;
  threeOf: string;
  twoCherries: string;
  demoNote: string;
  errorTitle: string;
  errorUsed: string;
  errorUnknown: string;
  /** A launch link whose login session ended (logout, password change, expiry) before it opened. */
  errorLoginEnded: string;
  backToLobby: string;
  indexTitle: string;
  indexText: string;
  symbols: Record<SlotSymbol, string>;
}

const EN: DemoStrings = {
  htmlLang: 'en',
  balance: 'Balance',
  playMoney: 'Play money',
  freePlay: 'Free play',
  stake: 'Stake',
  lowerStake: 'Lower the stake',
  raiseStake: 'Raise the stake',
  spin: 'Spin',
  spinning: 'Spinning…',
  placeBet: 'Place bet',
  pickLegend: 'Pick a number from 0 to 9',
  drawn: 'Drawn',
  drawnIs: 'Drawn: {{n}}',
  youPicked: 'You picked {{n}}',
  win: 'You win {{amount}}!',
  noWin: 'No win this time.',
  insufficient: 'Not enough balance for this stake. Lower the stake or close the game to add funds.',
  ended: 'This game session has ended. Close the game and start it again from the lobby.',
  network: 'Connection problem: the bet was not confirmed. Please try again.',
  failed: 'The bet was not accepted: {{message}}',
  close: 'Close',
  lastBets: 'Your bets this session',
  noBets: 'No bets yet.',
  stakeOf: 'Stake {{amount}}',
  won: 'Won {{amount}}',
  lost: 'No win',
  paytable: 'Paytable',
  rtp: 'Return to player: 96.00%',
  pickRule: 'Match the drawn number to win 9.60× your stake.',
  threeOf: '3 × {{symbol}}',
  twoCherries: 'Any 2 × Cherry',
  demoNote: 'Gamehall demo game: every outcome is decided by the platform server.',
  errorTitle: 'This game link can no longer be used',
  errorUsed: 'The link was already opened or has expired. Close this window and start the game again from the lobby.',
  errorUnknown: 'This is not a valid game link. Start the game from the lobby.',
  errorLoginEnded: 'You logged out or your login has ended, so this game link can no longer be used. Log in and start the game again from the lobby.',
  backToLobby: 'Back to the lobby',
  indexTitle: 'Gamehall demo games',
  indexText: 'Games open here when you launch them from the Gamehall lobby.',
  symbols: { SEVEN: 'Seven', BAR: 'Bar', BELL: 'Bell', CHERRY: 'Cherry', LEMON: 'Lemon' },
};

const TY: DemoStrings = {
  htmlLang: 'tl',
  balance: 'Balanse',
  playMoney: 'Perang panlaro',
  freePlay: 'Libreng laro',
  stake: 'Taya',
  lowerStake: 'Babaan ang taya',
  raiseStake: 'Taasan ang taya',
  spin: 'Paikutin',
  spinning: 'Umiikot…',
  placeBet: 'Tumaya',
  pickLegend: 'Pumili ng numero mula 0 hanggang 9',
  drawn: 'Lumabas',
  drawnIs: 'Lumabas: {{n}}',
  youPicked: 'Pinili mo ang {{n}}',
  win: 'Panalo ka ng {{amount}}!',
  noWin: 'Walang panalo ngayon.',
  insufficient: 'Kulang ang balanse para sa tayang ito. Babaan ang taya o isara ang laro para magdagdag ng pondo.',
  ended: 'Tapos na ang sesyong ito ng laro. Isara ang laro at simulan itong muli mula sa lobby.',
  network: 'May problema sa koneksyon: hindi nakumpirma ang taya. Pakisubukang muli.',
  failed: 'Hindi tinanggap ang taya: {{message}}',
  close: 'Isara',
  lastBets: 'Mga taya mo sa sesyong ito',
  noBets: 'Wala pang taya.',
  stakeOf: 'Taya {{amount}}',
  won: 'Nanalo ng {{amount}}',
  lost: 'Walang panalo',
  paytable: 'Talaan ng bayad',
  rtp: 'Balik sa manlalaro: 96.00%',
  pickRule: 'Itugma ang lalabas na numero para manalo ng 9.60× ng iyong taya.',
  threeOf: '3 × {{symbol}}',
  twoCherries: 'Alinmang 2 × Seresa',
  demoNote: 'Demo na laro ng Gamehall: ang platform server ang nagpapasya ng bawat resulta.',
  errorTitle: 'Hindi na magagamit ang link ng larong ito',
  errorUsed: 'Nabuksan na o nag-expire na ang link. Isara ang window na ito at simulan muli ang laro mula sa lobby.',
  errorUnknown: 'Hindi ito wastong link ng laro. Simulan ang laro mula sa lobby.',
  errorLoginEnded: 'Nag-log out ka o natapos na ang iyong login, kaya hindi na magagamit ang link ng larong ito. Mag-log in at simulan muli ang laro mula sa lobby.',
  backToLobby: 'Bumalik sa lobby',
  indexTitle: 'Mga demo na laro ng Gamehall',
  indexText: 'Dito nagbubukas ang mga laro kapag sinimulan mo ang mga ito mula sa lobby ng Gamehall.',
  symbols: { SEVEN: 'Pito', BAR: 'Bar', BELL: 'Kampana', CHERRY: 'Seresa', LEMON: 'Limon' },
};

/** The dictionaries by platform language code. */
export const DEMO_STRINGS: Readonly<Record<'EN' | 'TY', DemoStrings>> = { EN, TY };

/**
 * The words of a platform language.
 * @param language a platform language code (`EN`, `TY`); anything else = English
 */
export function stringsFor(language: string | undefined): DemoStrings {
  return language === 'TY' ? TY : EN;
}

/**
 * Fills `{{name}}` variables.
 * @param text a dictionary text
 * @param values the variables
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
