/**
 * Game-name search (spec §2 "Search by game name", spec §7 "Game list" `gameName`): a typo-tolerant,
 * ranked match over the catalogue. One module answers alike everywhere: the platform server's
 * in-process cache and its SQL fallback, and the header search's local index in the browser
 * (issue 14: its results paint before the server's answer, which then shows the same games).
 *
 * Matching (case-insensitive, on the trimmed term):
 * - tier 0 exact name, 1 name prefix, 2 word prefix (the term starts at a word of the name),
 *   3 substring anywhere (`%` and `_` are literal), 4 fuzzy;
 * - fuzzy: every word of the term is within a Damerau–Levenshtein distance of a word of the name
 *   (or of the start of a word, for the last term word, so a typo while typing still finds it):
 *   0 edits for words under 4 letters, 1 for 4–7, 2 for 8 and more ("bonanaza" finds "Bonanza").
 *   Candidate words come from a trigram index over the catalogue's distinct name words.
 *
 * Order: tier, then popularity: hot games (`isHot` 1, spec §3) first, then the catalogue order
 * (`sort`, `nodeId`, the order of the game list without a search).
 */

/** Match tiers, best first. */
export const MatchTier = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3, fuzzy: 4 } as const;

/** What the search needs of one game. */
export interface SearchableGame {
  /** The name as shown (spec §3 `gameName`). */
  gameName: string;
  /** 1 = hot (the popularity signal of spec §3). */
  isHot: number;
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether `ch` separates words (not a letter or digit); ASCII without a regular expression. */
function isSeparator(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return false;
  if (c < 128) return true;
  return !WORD_CHAR.test(ch);
}

/** Lower-cased words of a name (letters and digits). */
export function wordsOf(name: string): string[] {
  return name.toLowerCase().split(WORD_SPLIT).filter(Boolean);
}

/** Edits allowed for a term word of `length` characters (see the module comment). */
export function maxEditsFor(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Trigrams of a word padded like pg_trgm (`"  word "`), as a set. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return out;
}

/**
 * Optimal-string-alignment (Damerau–Levenshtein with adjacent transpositions) distance between
 * `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n] ?? limit + 1, limit + 1);
}

interface Entry {
  lowerName: string;
  /** The name's words, as indices into the vocabulary. */
  wordIds: number[];
  hot: boolean;
}

/**
 * A search index over a list of games (kept in catalogue order): per game its lower-cased name
 * and words, plus a trigram index over the distinct words for the fuzzy tier. Build once per
 * catalogue snapshot (25–60 ms for 10k games on a desktop core; {@link GameSearchIndex.build} spreads
 * it over short tasks); {@link rank} then answers a term in a few milliseconds.
 */
export class GameSearchIndex<G extends SearchableGame> {
  private readonly entries: Entry[] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly position = new Map<G, number>();
  /** Distinct words of all names. */
  private readonly vocabulary: string[] = [];
  /** trigram -> indices into {@link vocabulary}. */
  private readonly trigramIndex = new Map<string, number[]>();
  /** The indexed games, in catalogue order. */
  readonly games: readonly G[];

  /**
   * Indexes `games` at once (one task; see {@link GameSearchIndex.build} for a page's main thread).
   * @param games the games in catalogue order (`sort`, `nodeId`)
   * @param count how many of them to index now (the rest by {@link indexNext}; internal to `build`)
   */
  constructor(games: readonly G[], count = games.length) {
    this.games = games;
    this.indexNext(count);
  }

  /**
   * Builds the index over `games` a slice at a time, awaiting `yieldToMain` between slices, so a
   * page stays responsive to input meanwhile (issue 14: 10k games are 25–60 ms of work on a
   * desktop core, four times that on a cheap phone).
   *
   * @param games the games in catalogue order
   * @param yieldToMain resolves when the caller's thread may go on (e.g. after a `setTimeout(0)`)
   * @param sliceSize games indexed per task (default 1,000)
   * @returns the complete index, answering exactly as one built by the constructor
   */
  static async build<G extends SearchableGame>(games: readonly G[], yieldToMain: () => Promise<void>, sliceSize = 1000): Promise<GameSearchIndex<G>> {
    const index = new GameSearchIndex(games, Math.min(sliceSize, games.length));
    while (index.entries.length < games.length) {
      await yieldToMain();
      index.indexNext(sliceSize);
    }
    return index;
  }

  /** Indexes the next `count` games not yet indexed. */
  private indexNext(count: number): void {
    const end = Math.min(this.games.length, this.entries.length + count);
    for (let i = this.entries.length; i < end; i += 1) {
      const game = this.games[i] as G;
      this.position.set(game, i);
      const wordIds = wordsOf(game.gameName).map((word) => {
        const known = this.wordIds.get(word);
        if (known !== undefined) return known;
        const id = this.vocabulary.length;
        this.wordIds.set(word, id);
        this.vocabulary.push(word);
        for (const gram of trigramsOf(word)) {
          const list = this.trigramIndex.get(gram);
          if (list) list.push(id);
          else this.trigramIndex.set(gram, [id]);
        }
        return id;
      });
      this.entries.push({ lowerName: game.gameName.toLowerCase(), wordIds, hot: game.isHot === 1 });
    }
  }

  /**
   * Marks (in `marks`, by vocabulary index) the name words within the allowed edits of `termWord`
   * (whole words, or for `asPrefix` the start of a word), found through the trigram index: a word
   * within `d` edits of an `n`-letter word shares at least `n + 1 - 3d` of its padded trigrams.
   */
  private markSimilarWords(termWord: string, asPrefix: boolean, marks: Uint8Array): void {
    const limit = maxEditsFor(termWord.length);
    if (limit === 0) return;
    const grams = [...trigramsOf(termWord)];
    // The start-of-word trigrams only: the padded end trigram cannot match a longer word's middle.
    const usable = asPrefix ? grams.slice(0, -1) : grams;
    const needed = usable.length - 3 * limit;
    const counts = new Map<number, number>();
    if (needed > 0) {
      for (const gram of usable) for (const id of this.trigramIndex.get(gram) ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const candidates = needed > 0 ? [...counts].filter(([, c]) => c >= needed).map(([id]) => id) : this.vocabulary.keys();
    for (const id of candidates) {
      const word = this.vocabulary[id];
      if (word === undefined) continue;
      if (editDistance(termWord, word, limit) <= limit) marks[id] = 1;
      else if (asPrefix && word.length > termWord.length) {
        // The start of a longer word, allowing the prefix to be one letter longer or shorter.
        for (let len = termWord.length - limit; len <= termWord.length + limit; len += 1) {
          if (len >= 1 && len < word.length && editDistance(termWord, word.slice(0, len), limit) <= limit) {
            marks[id] = 1;
            break;
          }
        }
      }
    }
  }

  /**
   * A tier function for `term` (already trimmed): the game at catalogue `position`'s
   * {@link MatchTier}, or -1 when it does not match.
   */
  matcher(term: string): (position: number) => number {
    const lower = term.toLowerCase();
    const termWords = wordsOf(lower);
    // Per term word, a mark per vocabulary word that may stand for it: itself, its similar words
    // and, for the last (still being typed), every word it starts.
    const allowed = termWords.map((word, i) => {
      const isLast = i === termWords.length - 1;
      const marks = new Uint8Array(this.vocabulary.length);
      const self = this.wordIds.get(word);
      if (self !== undefined) marks[self] = 1;
      this.markSimilarWords(word, isLast, marks);
      if (isLast) this.vocabulary.forEach((known, id) => known.startsWith(word) && (marks[id] = 1));
      return marks;
    });
    return (position) => {
      const entry = this.entries[position];
      if (!entry) return -1;
      const name = entry.lowerName;
      if (name === lower) return MatchTier.exact;
      const at = name.indexOf(lower);
      if (at === 0) return MatchTier.prefix;
      if (at > 0) {
        // A word prefix when the term starts at a word start (after a non-letter/digit).
        for (let i = at; i >= 0; i = i + 1 < name.length ? name.indexOf(lower, i + 1) : -1) {
          if (isSeparator(name.charAt(i - 1))) return MatchTier.wordPrefix;
        }
        return MatchTier.substring;
      }
      if (allowed.length === 0) return -1;
      const ids = entry.wordIds;
      for (const marks of allowed) {
        let found = false;
        for (let k = 0; k < ids.length && !found; k += 1) found = marks[ids[k] as number] === 1;
        if (!found) return -1;
      }
      return MatchTier.fuzzy;
    };
  }

  /**
   * The games among `candidates` (a subset of the indexed games in catalogue order, e.g. a filter
   * of {@link games}) that match `term`,
   * best first (tier, then hot, then catalogue order). An empty term returns `candidates` as is.
   */
  rank(term: string, candidates: readonly G[] = this.games): G[] {
    const trimmed = term.trim();
    if (!trimmed) return [...candidates];
    const tierOf = this.matcher(trimmed);
    const size = this.games.length + 1;
    const keys: number[] = [];
    // All games (the same length as the index: candidates is a subset): no position look-ups.
    const all = candidates.length === this.games.length;
    for (let i = 0; i < candidates.length; i += 1) {
      const candidate = candidates[i];
      const position = all ? i : candidate && this.position.get(candidate);
      if (position === undefined) continue;
      const tier = tierOf(position);
      if (tier < 0) continue;
      // One number: tier, then hot first, then catalogue position.
      keys.push((tier * 2 + (this.entries[position]?.hot ? 0 : 1)) * size + position);
    }
    const sorted = Float64Array.from(keys).sort();
    return Array.from(sorted, (key) => this.games[key % size] as G);
  }
}
