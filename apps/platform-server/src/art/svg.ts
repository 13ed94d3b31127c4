/**
 * Small helpers for the SVG renderers: XML escaping, hashing, colours and text measuring.
 */

/** The system font stack used by every drawing (no web fonts are fetched). */
export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";

/**
 * Escapes text for XML character data and attribute values.
 * @param text any string
 * @returns the text with `& < > " '` replaced by entities
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/**
 * A stable 32-bit hash (FNV-1a) for choosing variations from an input.
 * @param text any string
 * @returns an unsigned 32-bit integer
 */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * An HSL colour string with whole-number parts.
 * @param h hue in degrees (any value, wrapped to 0..359)
 * @param s saturation in percent
 * @param l lightness in percent
 * @returns e.g. `hsl(210 80% 40%)`
 */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((Math.round(h) % 360) + 360) % 360;
  return `hsl(${String(hue)} ${String(Math.round(s))}% ${String(Math.round(l))}%)`;
}

/**
 * Approximate advance width of a bold system-font string.
 * @param text the string
 * @param size font size in px
 * @returns width in px
 */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) {
    if (/[iljIft.,:;'’!|]/.test(ch)) units += 0.32;
    else if (ch === ' ') units += 0.28;
    else if (/[MWmw@]/.test(ch)) units += 0.92;
    else if (/[A-Z0-9₱%&]/.test(ch)) units += 0.7;
    else if (ch.charCodeAt(0) > 0x2e80) units += 1;
    else units += 0.58;
  }
  return units * size * 1.08;
}

/**
 * Splits text into at most `maxLines` lines of roughly balanced length at word boundaries.
 * @param text the text
 * @param maxLines 1 or 2
 * @returns the lines (one line if the text has a single word or fits `softLimit` characters)
 */
export function wrap(text: string, maxLines: number, softLimit: number): string[] {
  const words = text.trim().split(/\s+/);
  if (maxLines < 2 || words.length < 2 || text.length <= softLimit) return [text.trim()];
  let best: string[] = [text.trim()];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

/**
 * The opening tag of a standalone SVG document.
 * @param width viewBox width
 * @param height viewBox height
 * @param label accessible name (escaped here)
 * @returns `<svg ...>` with xmlns, viewBox, role, aria-label and the system font stack (inherited by text)
 */
export function svgOpen(width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(width)} ${String(height)}" width="${String(width)}" height="${String(height)}" role="img" aria-label="${escapeXml(label)}" font-family="${FONT}">`;
}
