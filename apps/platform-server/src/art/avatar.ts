/**
 * Member avatars (spec §7 member/info/icon): a symmetric 5×5 identicon drawn from a hash of the
 * member id, so it reveals nothing about the member and needs no database read.
 */
import { hash, hsl, svgOpen } from './svg.ts';

/**
 * Draws a member's avatar.
 * @param seed the member id (any string; the same seed gives the same picture)
 * @returns a 128×128 SVG document: a round tile with a mirrored 5×5 pattern
 */
export function renderAvatar(seed: string): string {
  const h = hash(`avatar:${seed}`);
  const hue = h % 360;
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if (((h >>> (row * 3 + col)) & 1) === 0) continue;
      for (const x of col === 2 ? [2] : [col, 4 - col]) cells.push(`<rect x="${String(24 + x * 16)}" y="${String(24 + row * 16)}" width="16" height="16"/>`);
    }
  }
  return [
    svgOpen(128, 128, 'Avatar'),
    `<circle cx="64" cy="64" r="64" fill="${hsl(hue, 35, 92)}"/>`,
    `<g fill="${hsl(hue, 60, 42)}">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}
