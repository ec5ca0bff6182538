import { createHash } from 'node:crypto';
import { expect } from 'chai';
import {
  ART_VERSION,
  RARITY_COLOURS,
  itemInitials,
  renderItemArt,
  type ItemArtInput,
} from '../../modules/catalog/item-art';
import { readCatalogFile } from '../../modules/catalog/seed';
import { GAME_KEYS } from '../../kernel';

const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/**
 * A small XML well-formedness check (no parser is installed): the whole string must tokenise into tags
 * with double-quoted attributes and text, tags must nest and close, there is one root, no attribute
 * repeats, and every `&` starts an entity. Returns the problem, or null.
 */
function xmlProblem(xml: string): string | null {
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  while (pos < xml.length) {
    token.lastIndex = pos;
    const m = token.exec(xml);
    if (!m) return `cannot tokenise at ${pos}: ${xml.slice(pos, pos + 40)}`;
    pos = token.lastIndex;
    const [, close, name, attrs = '', selfClose, text] = m;
    if (text !== undefined) {
      if (stack.length === 0) return `text outside the root: ${text.slice(0, 40)}`;
      if (ENTITY.test(text)) return `bare & in text: ${text.slice(0, 40)}`;
      continue;
    }
    if (close) {
      if (attrs || selfClose) return `malformed end tag </${name}>`;
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
      continue;
    }
    const names = [...attrs.matchAll(/([A-Za-z_][\w.:-]*)="([^"]*)"/g)].map(([, n = '', v = '']) => {
      if (ENTITY.test(v)) throw new Error(`bare & in attribute ${n}`);
      return n;
    });
    if (new Set(names).size !== names.length) return `repeated attribute in <${name}>`;
    if (stack.length === 0 && ++roots > 1) return 'more than one root element';
    if (!selfClose) stack.push(name ?? '');
  }
  if (stack.length > 0) return `unclosed <${stack.join('> <')}>`;
  return roots === 1 ? null : 'no root element';
}

const shadowDragon: ItemArtInput = {
  game: 'adopt',
  slug: 'shadow-dragon',
  name: 'Shadow Dragon',
  type: 'pet',
  subtype: null,
  rarity: 'legendary',
};
const luger: ItemArtInput = {
  game: 'mm2',
  slug: 'luger-gun',
  name: 'Luger',
  type: 'weapon',
  subtype: 'gun',
  rarity: 'godly',
};

const kinds: Array<Pick<ItemArtInput, 'game' | 'type' | 'subtype'>> = [
  { game: 'adopt', type: 'pet', subtype: null },
  { game: 'adopt', type: 'egg', subtype: null },
  { game: 'adopt', type: 'potion', subtype: null },
  { game: 'adopt', type: 'transport', subtype: null },
  { game: 'adopt', type: 'transport', subtype: 'scooters' },
  { game: 'adopt', type: 'transport', subtype: 'skateboards' },
  { game: 'adopt', type: 'transport', subtype: 'snowboards' },
  { game: 'mm2', type: 'weapon', subtype: 'gun' },
  { game: 'mm2', type: 'weapon', subtype: 'knife' },
  { game: 'mm2', type: 'set', subtype: null },
  { game: 'mm2', type: 'other', subtype: null },
];
const looks: Array<Pick<ItemArtInput, 'level' | 'chroma'>> = [
  { level: 'default', chroma: false },
  { level: 'neon', chroma: false },
  { level: 'mega_neon', chroma: false },
  { level: 'default', chroma: true },
  { level: 'mega_neon', chroma: true },
];
const rarities = Object.keys(RARITY_COLOURS);

/**
 * Fingerprint of every catalog item's art in every look, per ART_VERSION. Browsers keep art URLs of the
 * current version for a year, so the art may only change together with the version.
 */
const ART_FINGERPRINTS: Record<string, string> = { '1': '30b4314ce77868e5' };

/** Every kind × rarity × look, with a long hostile name: the worst cases for size and escaping. */
function* matrix(): Generator<ItemArtInput> {
  for (const kind of kinds) {
    for (const rarity of rarities) {
      for (const look of looks) {
        yield {
          ...kind,
          ...look,
          rarity,
          slug: `${kind.type}-${rarity}`,
          name: `Wide <Mega> & "Quoted" Name ${rarity}`,
        };
      }
    }
  }
}

describe('item art (modules/catalog/item-art)', () => {
  it('the well-formedness check itself rejects broken XML', () => {
    expect(xmlProblem('<svg><g/></svg>')).to.equal(null);
    expect(xmlProblem('<a><b></a></b>')).to.match(/closes/);
    expect(xmlProblem('<a>x & y</a>')).to.match(/bare &/);
    expect(xmlProblem('<a x="1" x="2"/>')).to.match(/repeated/);
    expect(xmlProblem('<a/><b/>')).to.match(/root/);
    expect(xmlProblem('<a><b>')).to.match(/unclosed/);
    expect(xmlProblem('<a x=1/>')).to.match(/tokenise/);
  });

  it('is a standalone SVG document with viewBox 0 0 200 200', () => {
    const svg = renderItemArt(shadowDragon);
    expect(svg).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200"/);
    expect(svg.endsWith('</svg>')).to.equal(true);
    expect(svg).to.include('<title>Shadow Dragon</title>');
    expect(xmlProblem(svg)).to.equal(null);
  });

  it('is deterministic: the same input gives the same string', () => {
    expect(renderItemArt(shadowDragon)).to.equal(renderItemArt({ ...shadowDragon }));
    expect(renderItemArt({ ...luger, level: 'mega_neon', chroma: true })).to.equal(
      renderItemArt({ ...luger, level: 'mega_neon', chroma: true }),
    );
  });

  it('differs between two slugs of the same type and rarity', () => {
    const a = renderItemArt({ ...shadowDragon, slug: 'frost-dragon', name: 'Dragon' });
    const b = renderItemArt({ ...shadowDragon, slug: 'bat-dragon', name: 'Dragon' });
    expect(a).to.not.equal(b);
    // Not only in the ids: the drawing itself differs (colours, pattern, dots).
    const strip = (s: string): string => s.replace(/ia[0-9a-z]+/g, 'ID');
    expect(strip(a)).to.not.equal(strip(b));
  });

  it('differs between rarities, each drawn in a colour derived from its own', () => {
    const outputs = rarities.map((rarity) => renderItemArt({ ...luger, rarity }));
    expect(new Set(outputs).size).to.equal(rarities.length);
    for (const r of [
      'common',
      'uncommon',
      'rare',
      'ultra_rare',
      'legendary',
      'vintage',
      'godly',
      'ancient',
      'unique',
      'classic',
    ]) {
      expect(RARITY_COLOURS[r], r).to.match(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(Object.values(RARITY_COLOURS)).size).to.equal(rarities.length);
  });

  it('draws a different glyph per type and subtype', () => {
    const outputs = kinds.map((kind) => renderItemArt({ ...shadowDragon, ...kind, game: 'adopt' }));
    expect(new Set(outputs).size).to.equal(kinds.length);
  });

  it('shows the initials of the name in the badge', () => {
    expect(itemInitials('Shadow Dragon')).to.equal('SD');
    expect(itemInitials('Adopt Me Snowboard 2')).to.equal('A2');
    expect(itemInitials('Fly-A-Pet Potion')).to.equal('FP');
    expect(itemInitials('luger')).to.equal('L');
    expect(itemInitials('  ')).to.equal('?');
    expect(renderItemArt(shadowDragon)).to.match(/>SD<\/text><\/g><\/svg>$/);
  });

  it('escapes < & " > in names', () => {
    const svg = renderItemArt({ ...shadowDragon, name: 'Evil <b>&"x"</b> \'q\'' });
    expect(svg).to.include('<title>Evil &lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt; &apos;q&apos;</title>');
    expect(svg).to.include('aria-label="Evil &lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt; &apos;q&apos;"');
    expect(svg).to.not.include('<b>');
    expect(xmlProblem(svg)).to.equal(null);
  });

  it('stays well-formed with characters XML forbids and odd slugs, types and rarities', () => {
    const svg = renderItemArt({
      game: 'mm2',
      slug: '"><script>',
      name: 'A\u0000B\u0007\uD800C\uFFFF',
      type: '<x>',
      subtype: '&',
      rarity: '"><y',
    });
    expect(xmlProblem(svg)).to.equal(null);
    expect(svg).to.include('<title>ABC</title>');
    expect(svg).to.not.include('<script');
  });

  it('is well-formed, safe and under 4 kB for every type, rarity and look', () => {
    let largest = 0;
    for (const input of matrix()) {
      const svg = renderItemArt(input);
      const where = `${input.type}/${input.subtype ?? '-'} ${input.rarity} ${input.level} chroma=${input.chroma}`;
      expect(xmlProblem(svg), where).to.equal(null);
      expect(svg.toLowerCase(), where).to.not.include('<script');
      expect(svg, where).to.not.match(/href="(?!#)/); // only internal references
      expect(svg, where).to.not.match(/url\((?!#)/);
      expect(svg, where).to.not.match(/\son\w+=/i); // no event handler attributes
      expect(svg, where).to.not.match(/<(foreignObject|image|iframe|style|a)\b/i);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
      expect(new Set(ids).size, `${where}: unique ids`).to.equal(ids.length);
      largest = Math.max(largest, new TextEncoder().encode(svg).length);
    }
    expect(largest).to.be.below(4096);
  });

  it('keeps very long names from blowing up the size', () => {
    const svg = renderItemArt({ ...shadowDragon, name: 'Dragon '.repeat(200) });
    expect(new TextEncoder().encode(svg).length).to.be.below(4096);
    expect(xmlProblem(svg)).to.equal(null);
  });

  it('changes only with ART_VERSION (the art URL version): every catalog item and look matches the pinned fingerprint', async () => {
    const catalog = await readCatalogFile();
    const hash = createHash('sha256');
    for (const game of GAME_KEYS) {
      for (const item of catalog[game]) {
        for (const look of looks) {
          hash.update(
            renderItemArt({
              game,
              slug: item.slug,
              name: item.name,
              type: item.type,
              subtype: item.subtype,
              rarity: item.rarity,
              level: look.level,
              chroma: look.chroma || item.chroma === true,
            }),
          );
        }
      }
    }
    const fingerprint = hash.digest('hex').slice(0, 16);
    expect(
      fingerprint,
      `the art changed: raise ART_VERSION in modules/catalog/item-art.ts and pin ${fingerprint} for it here`,
    ).to.equal(ART_FINGERPRINTS[ART_VERSION]);
  });

  it('neon, mega neon and chroma change the output', () => {
    const base = renderItemArt(shadowDragon);
    const neon = renderItemArt({ ...shadowDragon, level: 'neon' });
    const mega = renderItemArt({ ...shadowDragon, level: 'mega_neon' });
    const chroma = renderItemArt({ ...shadowDragon, chroma: true });
    expect(new Set([base, neon, mega, chroma]).size).to.equal(4);
    expect(base).to.not.include('<filter');
    expect(neon).to.include('<filter').and.include('feGaussianBlur');
    expect(mega)
      .to.include('<filter')
      .and.match(/<linearGradient id="[^"]+m" href="#[^"]+r" gradientUnits="userSpaceOnUse"/);
    expect(chroma).to.match(/<linearGradient id="[^"]+c"/);
    expect(renderItemArt({ ...shadowDragon, level: 'default', chroma: false })).to.equal(base);
    // Different looks of one item have different ids, so they can be inlined into one page.
    const idOf = (s: string): string => /id="(ia[0-9a-z]+?)b"/.exec(s)?.[1] ?? '';
    expect(new Set([base, neon, mega, chroma].map(idOf)).size).to.equal(4);
  });
});
