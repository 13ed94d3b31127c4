/** Tiny inline SVG images as `data:` URIs, so Storybook and tests show pictures without a server. */

const PALETTE = ['#0f766e', '#7c3aed', '#b91c1c', '#1d4ed8', '#a16207', '#be185d', '#15803d', '#c2410c', '#4338ca', '#0e7490'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An SVG picture with a coloured background and a short label, as a `data:` URI.
 *
 * @param label - text drawn in the middle (first letters are used when long)
 * @param colourIndex - picks the background colour (any integer)
 * @param width - width in CSS pixels
 * @param height - height in CSS pixels
 * @returns `data:image/svg+xml,...`
 */
export function svgDataUri(label: string, colourIndex: number, width = 200, height = 200): string {
  const colour = PALETTE[Math.abs(colourIndex) % PALETTE.length] ?? '#0f766e';
  const text = label.length > 4 ? label.split(/\s+/).map((w) => w.charAt(0)).join('').slice(0, 3).toUpperCase() : label;
  const fontSize = Math.round(Math.min(width, height) * 0.3);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" rx="12" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(text)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
