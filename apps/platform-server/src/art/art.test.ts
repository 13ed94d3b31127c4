import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/catalogue.ts';
import { renderBanner, renderFallbackIcon, renderGameIcon, renderLicence, renderLogo, renderVendorLogo } from './index.ts';

/**
 * A tiny XML well-formedness check without regular expressions: walks the text, checks that
 * every tag closes in order, attributes are quoted, and `&` starts a known or numeric entity.
 */
function checkXml(xml: string): void {
  const stack: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${String(i)}: ${xml.slice(Math.max(0, i - 40), i + 40)}`);
  };
  const isName = (c: string | undefined): boolean => c !== undefined && c !== ' ' && c !== '>' && c !== '/' && c !== '=' && c !== '\n';
  const entity = (): void => {
    const end = xml.indexOf(';', i);
    const name = xml.slice(i + 1, end);
    if (end < 0 || !(name === 'amp' || name === 'lt' || name === 'gt' || name === 'quot' || name === 'apos' || (name.startsWith('#') && Number.isInteger(Number(name.slice(1)))))) fail('bad entity');
    i = end + 1;
  };
  while (i < xml.length) {
    const c = xml[i];
    if (c === '<') {
      const closing = xml[i + 1] === '/';
      i += closing ? 2 : 1;
      let name = '';
      while (isName(xml[i])) name += xml[i++];
      if (name === '') fail('empty tag name');
      if (closing) {
        if (stack.pop() !== name) fail(`unexpected </${name}>`);
        if (xml[i] !== '>') fail('junk in closing tag');
        i += 1;
        continue;
      }
      for (;;) {
        while (xml[i] === ' ') i += 1;
        if (xml[i] === '>') {
          stack.push(name);
          i += 1;
          break;
        }
        if (xml[i] === '/' && xml[i + 1] === '>') {
          i += 2;
          break;
        }
        let attr = '';
        while (isName(xml[i])) attr += xml[i++];
        if (attr === '' || xml[i] !== '=' || xml[i + 1] !== '"') fail('unquoted attribute');
        i += 2;
        while (xml[i] !== '"') {
          if (i >= xml.length || xml[i] === '<') fail('bad attribute value');
          if (xml[i] === '&') entity();
          else i += 1;
        }
        i += 1;
      }
    } else if (c === '&') {
      entity();
    } else if (c === '>') {
      fail('stray >');
    } else {
      i += 1;
    }
  }
  if (stack.length > 0) fail(`unclosed <${stack.join('> <')}>`);
}

const seed = buildSeed();
const tricky = { gameCode: 'PG_tricky', gameName: 'Dragon <Hold> & "Win" \'em', vassalage: 'PG', gameType: 'RNG' as const };

describe('checkXml', () => {
  it('rejects broken documents', () => {
    expect(() => {
      checkXml('<svg><g></svg>');
    }).toThrow();
    expect(() => {
      checkXml('<svg><text>a & b</text></svg>');
    }).toThrow();
    expect(() => {
      checkXml('<svg a=b></svg>');
    }).toThrow();
  });
});

describe('renderGameIcon', () => {
  it('draws well-formed, self-contained 256×256 SVGs for a spread of games', () => {
    for (const g of seed.games.filter((_, i) => i % 97 === 0)) {
      const svg = renderGameIcon(g);
      checkXml(svg);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"')).toBe(true);
      expect(svg).not.toMatch(/href|https?:\/\/(?!www\.w3\.org\/2000\/svg)|@import|<script/i);
      expect(svg.length).toBeLessThan(3300);
    }
  });

  it('escapes markup in names', () => {
    const svg = renderGameIcon(tricky);
    checkXml(svg);
    expect(svg).not.toContain('<Hold>');
    expect(svg).toContain('&#60;Hold&#62;');
    expect(svg).toContain('&#38;');
    expect(svg).toContain('&#34;Win&#34;');
  });

  it('is deterministic and differs per game and per vendor', () => {
    const [a, b] = seed.games;
    if (!a || !b) throw new Error('no games');
    expect(renderGameIcon(a)).toBe(renderGameIcon({ ...a }));
    expect(renderGameIcon(a)).not.toBe(renderGameIcon(b));
    const pg = renderGameIcon({ ...a, vassalage: 'PG' });
    const jdb = renderGameIcon({ ...a, vassalage: 'JDB' });
    expect(pg).not.toBe(jdb);
  });
});

describe('other art', () => {
  it('draws vendor logos for every vendor', () => {
    for (const v of seed.vendors) {
      const svg = renderVendorLogo(v);
      checkXml(svg);
      expect(svg).toContain('viewBox="0 0 400 200"');
    }
    checkXml(renderVendorLogo({ vassalage: 'X', displayName: 'A & <B>', gameType: 'LIVE' }));
  });

  it('draws every banner with its headline', () => {
    for (const b of seed.banners) {
      const svg = renderBanner(b);
      checkXml(svg);
      expect(svg).toContain('viewBox="0 0 1260 420"');
    }
    const svg = renderBanner({ id: 1, title: 'Win <big> & "more"', subtitle: '', groupName: 'w_home', cta: 'Play & win' });
    checkXml(svg);
    expect(svg).toContain('Play &#38; win');
  });

  it('draws the fallback icon, licence and logo', () => {
    for (const svg of [renderFallbackIcon(), renderLicence(), renderLogo('Gamehall'), renderLogo('A&B <Casino>')]) checkXml(svg);
    expect(renderLogo('Gamehall')).toContain('>Gamehall</text>');
  });
});
