/**
 * Word lists and name builders for believable game names, per theme and per class (spec §1,
 * §9 classes). Shared words ("Dragon", "Fortune", "Golden") recur across vendors so a word search
 * finds games of many vendors.
 */
import { type Rng } from './prng.ts';

/** Slot themes a vendor mixes (see `RNG_THEMES` weights in ./vendors.ts). */
export const THEMES = ['asian', 'egypt', 'western', 'myth', 'fruit', 'fantasy', 'ocean', 'fiesta'] as const;
/** A slot theme. */
export type Theme = (typeof THEMES)[number];

const ADJECTIVES: Record<Theme, readonly string[]> = {
  asian: ['Golden', 'Lucky', 'Fortune', 'Jade', 'Imperial', 'Mighty', 'Red', 'Prosperous', 'Sacred', 'Dragon', 'Happy', 'Rising', 'Heavenly', 'Eternal', 'Double', 'Mystic'],
  egypt: ['Golden', 'Ancient', 'Sacred', 'Hidden', 'Cursed', 'Eternal', 'Mystic', 'Royal', 'Desert', 'Lost', 'Sun', 'Scarab'],
  western: ['Wild', 'Golden', 'Lucky', 'Dead', 'Outlaw', 'Dusty', 'Big', 'Mad', 'Iron', 'Thunder', 'Silver', 'Rusty'],
  myth: ['Mighty', 'Divine', 'Eternal', 'Thunder', 'Golden', 'Ancient', 'Epic', 'Immortal', 'Olympian', 'Storm', 'Rising', 'Legendary'],
  fruit: ['Hot', 'Sweet', 'Juicy', 'Crazy', 'Sizzling', 'Lucky', 'Fruity', 'Super', 'Triple', 'Blazing', 'Frozen', 'Classic'],
  fantasy: ['Magic', 'Mystic', 'Enchanted', 'Wild', 'Crystal', 'Dark', 'Secret', 'Golden', 'Fairy', 'Moonlit', 'Lucky', 'Dragon'],
  ocean: ['Deep', 'Golden', 'Lucky', 'Wild', 'Sunken', 'Coral', 'Pearl', 'Royal', 'Mega', 'Tidal', 'Blue', 'Dragon'],
  fiesta: ['Lucky', 'Happy', 'Golden', 'Fiesta', 'Pinoy', 'Wild', 'Super', 'Crazy', 'Sweet', 'Mega', 'Fortune', 'Sunny'],
};

const NOUNS: Record<Theme, readonly string[]> = {
  asian: ['Dragon', 'Tiger', 'Phoenix', 'Koi', 'Panda', 'Ox', 'Lion Dance', 'Mahjong', 'Lantern', 'Empire', 'Emperor', 'Dragon Pearl', 'Lotus', 'Red Envelope', 'Samurai', 'Shogun', 'Ninja', 'Bamboo', 'Monkey King', 'Golden Toad', 'Carp', 'Crane', 'Zodiac', 'Caishen', 'Sakura', 'Geisha', 'Fortune Cat', 'Jade Palace', 'Treasure', 'Dynasty', 'Tiger Warrior', 'Dragon Gate', 'Wealth God', 'Ingot', 'Fu Bao'],
  egypt: ['Pharaoh', 'Cleopatra', 'Scarab', 'Pyramid', 'Anubis', 'Sphinx', 'Nile', 'Tomb', 'Horus', 'Treasure', 'Oasis', 'Mummy', 'Sun God', 'Queen', 'Obelisk', 'Ankh', 'Dunes', 'Temple'],
  western: ['Bandito', 'Gold Rush', 'Cowboy', 'Sheriff', 'Outlaw', 'Buffalo', 'Wolf', 'Eagle', 'Canyon', 'Mustang', 'Saloon', 'Bounty', 'Gunslinger', 'Stagecoach', 'Prospector', 'Frontier', 'Rodeo', 'Gold Mine'],
  myth: ['Zeus', 'Olympus', 'Athena', 'Thor', 'Odin', 'Valkyrie', 'Medusa', 'Poseidon', 'Titan', 'Hercules', 'Hades', 'Apollo', 'Kraken', 'Pegasus', 'Minotaur', 'Spartan', 'Gods', 'Asgard'],
  fruit: ['Fruits', 'Cherries', 'Sevens', 'Bells', 'Melons', 'Lemons', 'Fruit Party', 'Jokers', 'Stars', 'Bars', 'Fruit Cocktail', 'Grapes', 'Fruit Shop', 'Candy', 'Sweets', 'Strawberries'],
  fantasy: ['Wizard', 'Unicorn', 'Fairy', 'Goblin', 'Knight', 'Castle', 'Gems', 'Dragon', 'Elf Queen', 'Potion', 'Crystal', 'Moon Princess', 'Rabbit', 'Witch', 'Treasure', 'Kingdom', 'Genie', 'Aztec Gold', 'Jaguar', 'Inca Temple', 'Vampire', 'Werewolf'],
  ocean: ['Mermaid', 'Pirate', 'Treasure', 'Shark', 'Pearl', 'Octopus', 'Dolphin', 'Atlantis', 'Reef', 'Kraken', 'Captain', 'Galleon', 'Lagoon', 'Turtle', 'Whale', 'Dragon'],
  fiesta: ['Fiesta', 'Jeepney', 'Carnival', 'Piggy Bank', 'Jackpot', 'Boxing King', 'Money Coming', 'Super Ace', 'Bonanza', 'Party', 'Fortune Gems', 'Lucky Coins', 'Chili', 'Mango', 'Karaoke', 'Sabong', 'Perya', 'Tricycle'],
};

const SUFFIXES = [
  'Deluxe', 'Megaways', 'Rising', 'Riches', 'Treasure', 'Fortune', 'Bonanza', 'Blitz', 'Legends', 'Quest',
  'Ways', 'Frenzy', 'Link', 'Hold & Win', 'Wilds', 'Gold', 'Power', 'Kingdom', 'Rush', 'Strike', 'Reels',
  'Empire', 'Jackpots', 'Cash', 'Hunter', 'Glory', 'Coins', 'Blast', 'Wins', 'Dynasty',
];
const LEADS = ['Legend of the', 'Rise of the', 'Book of the', 'Wrath of the', 'Queen of the', 'Secrets of the', 'Temple of the', 'Return of the', 'Curse of the', 'Reign of the'];
const SEQUELS = ['2', '3', 'II', 'Returns', 'Unleashed', 'Reloaded', 'Xmas', 'Extreme', 'Max'];

const title = (parts: readonly string[]): string => parts.filter((p) => p.length > 0).join(' ');

/**
 * A slot name in a theme: "Golden Dragon", "Mahjong Ways", "Legend of the Phoenix",
 * "Dragon Treasure Deluxe", "Wild Bandito 2".
 * @param rng the vendor's random source
 * @param theme the theme
 * @returns a candidate name (the caller keeps names unique per vendor)
 */
export function slotName(rng: Rng, theme: Theme): string {
  const adj = rng.pick(ADJECTIVES[theme]);
  const noun = rng.pick(NOUNS[theme]);
  const epic = theme !== 'fruit' && theme !== 'fiesta' && theme !== 'western';
  const template = rng.weighted([0, 1, 2, 3, 4, 5], [34, 22, 16, epic ? 9 : 0, epic ? 7 : 0, 5]);
  let name: string;
  switch (template) {
    case 0:
      name = title([adj, noun]);
      break;
    case 1:
      name = title([noun, rng.pick(SUFFIXES)]);
      break;
    case 2:
      name = title([adj, noun, rng.pick(SUFFIXES)]);
      break;
    case 3:
      name = title([rng.pick(LEADS), noun]);
      break;
    case 4:
      name = `${noun} & ${rng.pick(NOUNS[theme])}`;
      break;
    default:
      name = title([adj, noun, rng.pick(SEQUELS)]);
  }
  // "Golden Golden Treasure" or "Dragon & Dragon" would look generated: fall back to the plain form.
  const words = name.toLowerCase().split(/[\s&]+/).filter(Boolean);
  return new Set(words).size === words.length ? name : title([adj === noun ? 'Lucky' : adj, noun]);
}

const VIDEO_POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Bonus Poker', 'Aces & Faces', 'Tens or Better', 'Double Double Bonus', 'All American Poker', 'Deuces & Joker', 'Bonus Deuces', 'Aces & Eights'];
const TABLES = ['Blackjack', 'European Roulette', 'American Roulette', 'Baccarat', 'Sic Bo', 'Dragon Tiger', 'Three Card Poker', 'Caribbean Stud', "Casino Hold'em", 'Pai Gow Poker', 'Red Dog', 'Andar Bahar', 'Teen Patti', 'Pontoon', 'French Roulette', 'Punto Banco', 'Lucky 9'];
const TABLE_TAGS = ['Pro', 'VIP', 'Gold', 'Classic', 'Multi-Hand', 'Deluxe', 'Turbo', 'Royale', 'Premier', 'Zero', 'High Limit', 'Mini'];
const ARCADE = ['Pinball', 'Plinko', 'Space Shooter', 'Dash', 'Runner', 'Racer', 'Jump', 'Blaster', 'Coin Pusher', 'Claw Machine', 'Bubble Pop', 'Hoops', 'Penalty Shootout', 'Darts', 'Bowling', 'Air Hockey', 'Kart', 'Tank Battle', 'Snake', 'Brick Breaker'];
const ARCADE_ADJ = ['Neon', 'Cosmic', 'Turbo', 'Galaxy', 'Retro', 'Crazy', 'Super', 'Pixel', 'Rocket', 'Thunder', 'Lucky', 'Golden', 'Hyper', 'Monster'];
const CRASH_A = ['Rocket', 'Jet', 'Aviator', 'Balloon', 'Comet', 'Meteor', 'Moon', 'Spaceman', 'Sky', 'Zeppelin', 'Pilot', 'Dragon', 'Firework', 'Golden Plane', 'Cricket', 'Chicken'];
const CRASH_B = ['Crash', 'X', 'Rush', 'Launch', 'Blast', 'Climb', 'Boom', 'Flight', 'Take Off', 'Multiplier'];
const MINI = ['Mines', 'Plinko', 'Hi-Lo', 'Dice', 'Limbo', 'Keno', 'Coin Flip', 'Tower', 'Wheel', 'Goal', 'Double Up', 'Color Game', 'Perya Wheel', 'Heads or Tails', 'Cups', 'Hilo Cards', 'Chicken Road'];
const MINI_TAGS = ['X', 'Pro', 'Plus', 'Mini', 'Turbo', 'Classic', 'Royale', 'Gold', 'Lucky', 'Fast'];
const BINGO_WORDS = ['Pinoy', 'Fiesta', 'Carnival', 'Gold', 'Star', 'Lucky', 'Boom', 'Extra', 'Bonanza', 'Blast', 'Party', 'Jackpot', 'Tropical', 'Manila', 'Dragon', 'Fortune', 'Candy', 'Samba'];

/**
 * A name for a non-slot RNG class (spec §9: SC scratch, VP video poker, JP jackpot, TG table,
 * AC arcade, plus CRASH, MINI, BINGO).
 * @param rng the vendor's random source
 * @param classify the class key
 * @param theme the vendor's theme for this game (used by scratch and jackpot names)
 * @returns a candidate name
 */
export function className(rng: Rng, classify: string, theme: Theme): string {
  switch (classify) {
    case 'SC':
      return rng.chance(0.5) ? `${rng.pick(ADJECTIVES[theme])} ${rng.pick(NOUNS[theme])} Scratch` : `Scratch ${rng.pick(NOUNS[theme])}`;
    case 'VP':
      return rng.chance(0.4) ? rng.pick(VIDEO_POKER) : `${rng.pick(VIDEO_POKER)} ${rng.pick(['Multi-Hand', '10 Play', '50 Play', 'Pro', 'Gold', 'Deluxe'])}`;
    case 'JP':
      return `${rng.pick(ADJECTIVES[theme])} ${rng.pick(NOUNS[theme])} ${rng.pick(['Jackpot', 'Mega Jackpot', 'Link Jackpot', 'Grand Jackpot', 'Jackpots'])}`;
    case 'TG':
      return rng.chance(0.3) ? `${rng.pick(['Royal', 'Lucky', 'Super', 'Golden', 'Premium'])} ${rng.pick(TABLES)}` : `${rng.pick(TABLES)} ${rng.pick(TABLE_TAGS)}`;
    case 'AC':
      return `${rng.pick(ARCADE_ADJ)} ${rng.pick(ARCADE)}`;
    case 'CRASH':
      return `${rng.pick(CRASH_A)} ${rng.pick(CRASH_B)}`;
    case 'MINI':
      return rng.chance(0.5) ? `${rng.pick(MINI)} ${rng.pick(MINI_TAGS)}` : `${rng.pick(ARCADE_ADJ)} ${rng.pick(MINI)}`;
    case 'BINGO':
      return rng.chance(0.5) ? `${rng.pick(BINGO_WORDS)} Bingo` : `Bingo ${rng.pick(BINGO_WORDS)} ${rng.pick(['75', '90', 'Live', 'Blast', 'Pop', 'Rush'])}`;
    default:
      return slotName(rng, theme);
  }
}

const FISH_ADJ = ['Royal', 'Dragon', 'Golden', 'Mega', 'Happy', 'Lucky', 'Jackpot', 'Boom', 'Thunder', 'Crazy', 'Fortune', 'Ocean', 'Mighty', 'Treasure', 'Fire', 'Ice'];
const FISH_NOUN = ['Fishing', 'Fish Hunter', 'Ocean King', 'Shark Hunt', 'Sea Lord', 'Fishing War', 'Fishing Legend', 'Deep Sea Hunter', 'Fishing Party', 'Kraken Hunter', 'Fishing God', 'Mermaid Hunter', 'Fishing Disco', 'Whale Hunter'];

/**
 * A fish-shooter name ("Royal Fishing", "Dragon Fish Hunter").
 * @param rng the vendor's random source
 * @returns a candidate name
 */
export function fishName(rng: Rng): string {
  return `${rng.pick(FISH_ADJ)} ${rng.pick(FISH_NOUN)}`;
}

const LIVE_TABLES: Record<string, readonly string[]> = {
  BACCARAT: ['Baccarat', 'Speed Baccarat', 'Baccarat Squeeze', 'No Commission Baccarat', 'Lightning Baccarat', 'Golden Wealth Baccarat', 'VIP Baccarat', 'Mega Baccarat', 'Peek Baccarat', 'Fortune Baccarat'],
  ROULETTE: ['Roulette', 'Lightning Roulette', 'Auto Roulette', 'Speed Roulette', 'Immersive Roulette', 'Mega Roulette', 'VIP Roulette', 'Double Ball Roulette'],
  BLACKJACK: ['Blackjack', 'Infinite Blackjack', 'Speed Blackjack', 'Blackjack VIP', 'Power Blackjack', 'Free Bet Blackjack', 'Blackjack Party'],
  SICBO: ['Sic Bo', 'Super Sic Bo', 'Sic Bo Deluxe', 'Mega Sic Bo', 'Lucky Sic Bo'],
  DRAGONTIGER: ['Dragon Tiger', 'Speed Dragon Tiger', 'Fortune Dragon Tiger', 'Dragon Tiger VIP'],
};

/**
 * A live-casino table name ("Baccarat Squeeze 3", "Lightning Roulette B").
 * @param rng the vendor's random source
 * @param classify BACCARAT, ROULETTE, BLACKJACK, SICBO or DRAGONTIGER
 * @returns a candidate name
 */
export function liveName(rng: Rng, classify: string): string {
  const base = rng.pick(LIVE_TABLES[classify] ?? LIVE_TABLES.BACCARAT ?? ['Baccarat']);
  const roll = rng.next();
  if (roll < 0.2) return base;
  if (roll < 0.6) return `${base} ${String(rng.int(1, 9))}`;
  return `${base} ${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])}`;
}

const PVP_GAMES: Record<string, readonly string[]> = {
  POKER: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Stud Poker', 'Three Card Poker', 'Niu Niu', 'Pusoy', 'Red Dog Poker', 'Six Plus Hold\'em'],
  MAHJONG: ['Mahjong', 'Two-Player Mahjong', 'Sichuan Mahjong', 'Riichi Mahjong', 'Hong Kong Mahjong', 'Mahjong Blitz', 'Mahjong Solitaire'],
  CARD: ['Tongits', 'Pusoy Dos', 'Blackjack Duel', 'Rummy', 'Gin Rummy', 'Lucky 9', 'Bull Bull', 'Fight the Landlord', 'Teen Patti', 'Baccarat Duel', 'Golden Flower', 'Dragon Tiger Duel', 'Shan Koe Mee', 'Big Two', 'Sabong Cards'],
};
const PVP_TAGS = ['', 'Turbo', 'Classic', 'Rush', 'VIP', 'Pro', 'Blitz', 'Fast', 'Deluxe', 'Club', 'Arena', 'Tournament', 'Jackpot', 'Royale'];

/**
 * A player-versus-player card game name ("Texas Hold'em Turbo", "Tongits Club").
 * @param rng the vendor's random source
 * @param classify POKER, MAHJONG or CARD
 * @returns a candidate name
 */
export function pvpName(rng: Rng, classify: string): string {
  return title([rng.pick(PVP_GAMES[classify] ?? PVP_GAMES.CARD ?? ['Tongits']), rng.pick(PVP_TAGS)]);
}
