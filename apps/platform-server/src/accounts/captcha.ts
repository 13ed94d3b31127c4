/**
 * Captcha (spec §4: shown after a failed login; docs/architecture.md "Captcha"): a 120×40 PNG drawn
 * with @napi-rs/canvas — five characters of an unambiguous alphabet, each rotated, offset and
 * stroked in its own colour, over noise lines and dots. The characters are drawn from our own
 * stroke shapes, so no system font is needed. The answer is stored per client (HttpOnly cookie
 * id) as a hash, expires after 5 minutes and is single use: any check deletes it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { eq, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** Image size in px. */
export const CAPTCHA_WIDTH = 120;
/** @see CAPTCHA_WIDTH */
export const CAPTCHA_HEIGHT = 40;
/** Characters per captcha. */
export const CAPTCHA_LENGTH = 5;
/** How long a captcha can be answered, in ms (5 minutes). */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Strokes of each character on a 4×6 grid (y down). No 0/O, 1/I, 2/Z, 5/S, 8/B, 6/G. */
const STROKES: Record<string, number[][][]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.6], [3, 3.6]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.3, 2.7], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.2], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 0], [4, 0], [2, 2.6], [3, 2.6], [4, 3.6], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6]]],
};

/** The captcha alphabet (upper case; answers are compared case-insensitively). */
export const CAPTCHA_ALPHABET = Object.keys(STROKES).join('');

/** A random answer of {@link CAPTCHA_LENGTH} characters from the alphabet. */
export function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const colour = (lightness: number) => `hsl(${String(Math.floor(rand(0, 360)))}, ${String(Math.floor(rand(45, 75)))}%, ${String(lightness)}%)`;

/**
 * Draws a captcha image.
 * @param answer the characters (from {@link CAPTCHA_ALPHABET})
 * @returns PNG bytes, 120×40 px
 */
export function drawCaptcha(answer: string): Buffer {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `hsl(${String(Math.floor(rand(0, 360)))}, 40%, 94%)`;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < 4; i += 1) {
    ctx.strokeStyle = colour(rand(55, 75));
    ctx.lineWidth = rand(1, 1.8);
    ctx.beginPath();
    ctx.moveTo(0, rand(0, CAPTCHA_HEIGHT));
    ctx.bezierCurveTo(rand(20, 50), rand(0, CAPTCHA_HEIGHT), rand(70, 100), rand(0, CAPTCHA_HEIGHT), CAPTCHA_WIDTH, rand(0, CAPTCHA_HEIGHT));
    ctx.stroke();
  }
  const cell = CAPTCHA_WIDTH / (answer.length + 0.6);
  [...answer].forEach((ch, i) => {
    const strokes = STROKES[ch];
    if (!strokes) return;
    const scale = rand(3.3, 4.1);
    ctx.save();
    ctx.translate(cell * (i + 0.8), CAPTCHA_HEIGHT / 2 + rand(-4, 4));
    ctx.rotate(rand(-0.4, 0.4));
    ctx.transform(1, 0, rand(-0.25, 0.25), 1, 0, 0);
    ctx.strokeStyle = colour(rand(22, 38));
    ctx.lineWidth = rand(2.2, 3);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const line of strokes) {
      ctx.beginPath();
      line.forEach(([x = 0, y = 0], j) => {
        const px = (x - 2) * scale;
        const py = (y - 3) * scale;
        if (j === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      ctx.stroke();
    }
    ctx.restore();
  });
  for (let i = 0; i < 40; i += 1) {
    ctx.fillStyle = colour(rand(30, 70));
    ctx.beginPath();
    ctx.arc(rand(0, CAPTCHA_WIDTH), rand(0, CAPTCHA_HEIGHT), rand(0.6, 1.4), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = colour(40);
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.moveTo(rand(0, 20), rand(10, 30));
  ctx.lineTo(rand(100, 120), rand(10, 30));
  ctx.stroke();
  return canvas.toBuffer('image/png');
}

const answerHash = (clientId: string, answer: string) => createHash('sha256').update(`${clientId}:${answer.trim().toUpperCase()}`).digest();

/** Issues and checks captchas; state lives in the `captchas` table (shared by instances). */
export class CaptchaService {
  /**
   * @param db the platform database
   * @param now clock in ms
   * @param keepDevAnswer store the clear answer for `GET /dev/captcha` (dev tools on)
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    private readonly keepDevAnswer: boolean,
  ) {}

  /**
   * Draws a new captcha for a client, replacing its previous one.
   * @param clientId the client's cookie id
   * @returns the PNG bytes
   */
  async issue(clientId: string): Promise<Buffer> {
    const answer = randomAnswer();
    const now = this.now();
    const row = {
      answerHash: answerHash(clientId, answer).toString('hex'),
      devAnswer: this.keepDevAnswer ? answer : null,
      expiresAt: new Date(now + CAPTCHA_TTL_MS),
      createdAt: new Date(now),
    };
    await this.db.insert(t.captchas).values({ clientId, ...row }).onConflictDoUpdate({ target: t.captchas.clientId, set: row });
    return drawCaptcha(answer);
  }

  /**
   * Checks an answer and consumes the client's captcha whatever the outcome (single use).
   * @param clientId the client's cookie id (`undefined`: no cookie, fails)
   * @param answer the typed answer (trimmed, any case)
   * @returns whether it matched a live captcha
   */
  async check(clientId: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!clientId) return false;
    const [row] = await this.db.delete(t.captchas).where(eq(t.captchas.clientId, clientId)).returning();
    if (!row || !answer || row.expiresAt.getTime() <= this.now()) return false;
    const expected = Buffer.from(row.answerHash, 'hex');
    const given = answerHash(clientId, answer);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * The clear answer of a client's live captcha (dev tools only; `undefined` when none or off).
   * @param clientId the client's cookie id
   */
  async devAnswer(clientId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ devAnswer: t.captchas.devAnswer })
      .from(t.captchas)
      .where(sql`${t.captchas.clientId} = ${clientId} and ${t.captchas.expiresAt} > ${new Date(this.now()).toISOString()}::timestamptz`);
    return row?.devAnswer ?? undefined;
  }
}
