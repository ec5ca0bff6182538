// A contact sheet of the drawn item art (modules/catalog/item-art.ts) for eyeballing:
//   npx tsx web/scripts/item-art-sheet.ts
// Reads the shared catalog (../shared/data/catalog.json, or CATALOG=path), picks ~45 diverse items
// (both games, every rarity and type, neon / mega neon / chroma looks, fallbacks and a hostile name),
// writes test/artifacts/item-art/sheet.html and screenshots it to sheet.png with headless Chromium.
// Every SVG is also parsed with the browser's XML parser; a parse error fails the script.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { renderItemArt, type ItemArtInput } from '../../modules/catalog/item-art';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'test/artifacts/item-art');
const catalogPath = process.env.CATALOG ?? join(root, '../shared/data/catalog.json');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

interface CatalogItem {
  game: 'adopt' | 'mm2';
  slug: string;
  name: string;
  type: string;
  subtype: string | null;
  rarity: string;
  chroma?: boolean;
}

interface Card extends ItemArtInput {
  note?: string;
}

const catalog = JSON.parse(readFileSync(catalogPath, 'utf8')) as { adopt: CatalogItem[]; mm2: CatalogItem[] };
const all = [...catalog.adopt, ...catalog.mm2];
const cards: Card[] = [];
const used = new Set<string>();

const toCard = (item: CatalogItem, extra: Partial<Card> = {}): Card => ({
  game: item.game,
  slug: item.slug,
  name: item.name,
  type: item.type,
  subtype: item.subtype,
  rarity: item.rarity,
  chroma: item.chroma === true,
  ...extra,
});

/** The first `count` not yet used items matching, in catalog order. */
function pick(match: (i: CatalogItem) => boolean, count = 1, extra: Partial<Card> = {}): void {
  for (const item of all) {
    if (count === 0) return;
    if (used.has(`${item.game}:${item.slug}`) || !match(item)) continue;
    used.add(`${item.game}:${item.slug}`);
    cards.push(toCard(item, extra));
    count--;
  }
}

const adoptRarities = ['common', 'uncommon', 'rare', 'ultra_rare', 'legendary'];
const mm2Rarities = ['common', 'uncommon', 'rare', 'legendary', 'godly', 'ancient', 'classic'];

// Adopt Me: pets of every rarity, three more legendaries (same type and rarity must still differ).
for (const r of adoptRarities) pick((i) => i.game === 'adopt' && i.type === 'pet' && i.rarity === r);
pick((i) => i.game === 'adopt' && i.type === 'pet' && i.rarity === 'legendary', 3);
for (const r of ['common', 'rare', 'legendary']) pick((i) => i.type === 'egg' && i.rarity === r);
pick((i) => i.type === 'potion', 2);
for (const r of adoptRarities) pick((i) => i.type === 'transport' && i.subtype === null && i.rarity === r);
for (const sub of ['scooters', 'skateboards', 'snowboards']) pick((i) => i.type === 'transport' && i.subtype === sub);
// Neon and mega neon looks (pets only in the game).
const shadow = all.find((i) => i.slug === 'shadow-dragon') ?? catalog.adopt[0];
if (shadow) {
  cards.push(
    toCard(shadow, { level: 'neon', note: 'neon' }),
    toCard(shadow, { level: 'mega_neon', note: 'mega neon' }),
  );
}
pick((i) => i.game === 'adopt' && i.type === 'pet' && i.rarity === 'ultra_rare', 1, { level: 'neon', note: 'neon' });
pick((i) => i.game === 'adopt' && i.type === 'pet' && i.rarity === 'rare', 1, {
  level: 'mega_neon',
  note: 'mega neon',
});

// MM2: a knife and a gun of every rarity in the data, chroma godlies.
for (const r of mm2Rarities) {
  pick((i) => i.game === 'mm2' && i.subtype === 'knife' && i.rarity === r && !i.chroma);
  pick((i) => i.game === 'mm2' && i.subtype === 'gun' && i.rarity === r && !i.chroma);
}
pick((i) => i.game === 'mm2' && i.subtype === 'knife' && i.chroma === true, 2, { note: 'chroma' });
pick((i) => i.game === 'mm2' && i.subtype === 'gun' && i.chroma === true, 1, { note: 'chroma' });

// Rarities and types the data does not have yet, plus a hostile name.
cards.push(
  {
    game: 'mm2',
    slug: 'x-vintage-knife',
    name: 'Old Glory',
    type: 'weapon',
    subtype: 'knife',
    rarity: 'vintage',
    note: 'synthetic',
  },
  {
    game: 'mm2',
    slug: 'x-unique-gun',
    name: 'Corrupt Luger',
    type: 'weapon',
    subtype: 'gun',
    rarity: 'unique',
    note: 'synthetic',
  },
  { game: 'mm2', slug: 'x-set', name: 'Elite Set', type: 'set', subtype: null, rarity: 'godly', note: 'synthetic set' },
  {
    game: 'adopt',
    slug: 'x-other',
    name: 'Mystery Thing',
    type: 'other',
    subtype: null,
    rarity: 'rare',
    note: 'synthetic other',
  },
  {
    game: 'adopt',
    slug: 'x-evil',
    name: '<script>alert("x")</script> & Co',
    type: 'pet',
    subtype: null,
    rarity: 'ultra_rare',
    note: 'hostile name',
  },
);

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const svgs = cards.map((c) => renderItemArt(c));
const sizes = svgs.map((s) => new TextEncoder().encode(s).length);

const html = `<!doctype html><html><head><meta charset="utf-8"><title>Item art</title><style>
body{margin:0;padding:20px;background:#f3f4f7;font:12px/1.3 Arial,sans-serif;color:#222}
h1{font-size:16px;margin:0 0 12px}
.grid{display:grid;grid-template-columns:repeat(8,160px);gap:14px}
figure{margin:0}figure svg{width:160px;height:160px;display:block}
figcaption{margin-top:4px;height:44px;overflow:hidden}small{color:#777}
</style></head><body><h1>Tradehall item art: ${cards.length} cards, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes</h1><div class="grid">
${cards
  .map(
    (c, i) =>
      `<figure data-i="${i}">${svgs[i]}<figcaption><b>${esc(c.name)}</b><br><small>${c.game} · ${esc(c.type)}${c.subtype ? `/${esc(c.subtype)}` : ''} · ${esc(c.rarity)}${c.level && c.level !== 'default' ? ` · ${c.level}` : ''}${c.chroma ? ' · chroma' : ''} · ${sizes[i]} B</small></figcaption></figure>`,
  )
  .join('\n')}
</div></body></html>`;

mkdirSync(outDir, { recursive: true });
const htmlPath = join(outDir, 'sheet.html');
writeFileSync(htmlPath, html);

const browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 8 * 174 + 40, height: 900, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(htmlPath).href, { waitUntil: 'load' });
  const errors = await page.evaluate((docs: string[]) => {
    const out: string[] = [];
    docs.forEach((doc, i) => {
      const parsed = new DOMParser().parseFromString(doc, 'image/svg+xml');
      const err = parsed.getElementsByTagName('parsererror')[0];
      if (err) out.push(`#${i}: ${err.textContent ?? 'parse error'}`);
      else if (parsed.documentElement.nodeName !== 'svg') out.push(`#${i}: root is ${parsed.documentElement.nodeName}`);
    });
    return out;
  }, svgs);
  await page.screenshot({ path: join(outDir, 'sheet.png'), fullPage: true });
  console.log(
    `${cards.length} cards, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes each → ${join(outDir, 'sheet.png')}`,
  );
  if (errors.length > 0) {
    console.error(`XML parse errors:\n${errors.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
