/**
 * Drawn item art: a small, self-contained SVG card per catalog item, made only from the item's data
 * (no images are fetched). Pure and deterministic: the same input always gives the same string, and the
 * only "randomness" is a hash of the slug (hue shift, background pattern, decorative dots, pet head).
 *
 * Card anatomy (viewBox 0 0 200 200): rounded square with a gradient in the rarity colour, a faint
 * pattern, a white silhouette of the item's type (paw/animal head, egg, flask, vehicle, pistol, knife,
 * gift box, gem), the item's initials in a badge and the rarity as a small label. Neon adds a glowing
 * outline (SVG blur filter), mega neon a rainbow gradient outline, chroma a rainbow sheen overlay.
 *
 * Safe to serve as image/svg+xml: all text is XML-escaped, there are no scripts, no event attributes and
 * no external references (the only href is the internal `#id` of the glyph). Element ids carry a prefix
 * made from the hash and the look, so several cards can also be inlined into one HTML page.
 */

/**
 * Part of every art URL (`?v=`), which browsers then keep for a year without asking again. Change it
 * whenever the drawing changes, or the catalog data it draws from (name, type, subtype, rarity, chroma):
 * test/unit/item-art.test.ts pins a fingerprint of every catalog item's art to this version and fails
 * until both are updated.
 */
export const ART_VERSION = '1';

export interface ItemArtInput {
  game: 'adopt' | 'mm2';
  slug: string;
  name: string;
  type: string;
  subtype: string | null;
  rarity: string;
  level?: 'default' | 'neon' | 'mega_neon';
  chroma?: boolean;
}

/** Base colour per rarity (both games share the names they have in common). */
export const RARITY_COLOURS: Record<string, string> = {
  common: '#8a96a6',
  uncommon: '#3fa463',
  rare: '#2f7fd6',
  ultra_rare: '#8d5ff0',
  legendary: '#eb9a1c',
  vintage: '#b08850',
  godly: '#dc3f95',
  ancient: '#e0501e',
  unique: '#13a39a',
  classic: '#8c9a2a',
};

const FALLBACK_COLOUR = RARITY_COLOURS.common as string;
const RAINBOW = ['#ff5a5a', '#ffb347', '#ffe94d', '#5ee36a', '#4dc9ff', '#7b6bff', '#ff5ad8'];

/** Characters XML 1.0 forbids: C0 controls but tab and newlines, U+FFFE/U+FFFF, lone surrogates. */
const XML_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it names the control characters XML forbids, to remove them
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** XML-escapes text for element content and double-quoted attributes; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 1–2 letters: the first letter of the first and of the last word of the name ("Shadow Dragon" → "SD"). */
export function itemInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const first = words[0];
  if (first === undefined) return '?';
  const letters = [...first].slice(0, 1);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (last !== undefined) letters.push(...[...last].slice(0, 1));
  return [...letters.join('').toUpperCase()].slice(0, 2).join('');
}

/** FNV-1a, 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so every visual choice follows from the slug. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A short number for an attribute: rounded to 1/`per`, without a leading zero (".4"). */
const num = (n: number, per = 10): string => String(Math.round(n * per) / per).replace(/^(-?)0\./, '$1.');
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

function hexToHsl(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const v = parseInt(m?.[1] ?? '8a96a6', 16);
  const r = ((v >> 16) & 255) / 255;
  const g = ((v >> 8) & 255) / 255;
  const b = (v & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return [(h + 360) % 360, s * 100, l * 100];
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = clamp(s, 0, 100) / 100;
  const lig = clamp(l, 0, 100) / 100;
  const hue = ((h % 360) + 360) % 360;
  const f = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const c = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

interface Palette {
  light: string;
  dark: string;
  deep: string;
  accent: string;
  glow: string;
}

interface Glyph {
  /** Silhouette elements without fill: drawn as shadow, outline and white body via <use>. */
  shape: string;
  /** Detail elements drawn on top of the body (they set their own colours). */
  detail: string;
}

type Rand = () => number;

const PET_HEADS = ['paw', 'cat', 'bear'] as const;

function petGlyph(p: Palette, rand: Rand): Glyph {
  const kind = PET_HEADS[Math.floor(rand() * PET_HEADS.length)] ?? 'paw';
  if (kind === 'cat') {
    return {
      shape: '<path d="M56 98L60 36L94 62H106L140 36L144 98A44 42 0 0 1 56 98Z"/>',
      detail: `<g fill="${p.deep}"><ellipse cx="82" cy="98" rx="6" ry="9"/><ellipse cx="118" cy="98" rx="6" ry="9"/><path d="M93 114h14l-7 8z"/></g>`,
    };
  }
  if (kind === 'bear') {
    return {
      shape: '<circle cx="64" cy="60" r="19"/><circle cx="136" cy="60" r="19"/><circle cx="100" cy="100" r="45"/>',
      detail: `<g fill="${p.deep}"><circle cx="82" cy="92" r="6"/><circle cx="118" cy="92" r="6"/><ellipse cx="100" cy="118" rx="18" ry="13" opacity=".18"/><ellipse cx="100" cy="112" rx="8" ry="6"/></g>`,
    };
  }
  return {
    shape:
      '<path d="M100 92C124 92 138 118 136 132C134 146 118 146 100 142C82 146 66 146 64 132C62 118 76 92 100 92Z"/>' +
      '<ellipse cx="58" cy="86" rx="13" ry="17" transform="rotate(-28 58 86)"/><ellipse cx="84" cy="58" rx="13" ry="18" transform="rotate(-10 84 58)"/>' +
      '<ellipse cx="116" cy="58" rx="13" ry="18" transform="rotate(10 116 58)"/><ellipse cx="142" cy="86" rx="13" ry="17" transform="rotate(28 142 86)"/>',
    detail: '',
  };
}

function eggGlyph(p: Palette, rand: Rand): Glyph {
  let spots = '';
  for (let i = 0; i < 3; i++) {
    spots += `<circle cx="${Math.round(78 + rand() * 44)}" cy="${Math.round(i === 2 ? 124 + rand() * 14 : 58 + i * 16 + rand() * 8)}" r="${Math.round(4 + rand() * 4)}"/>`;
  }
  return {
    shape: '<path d="M100 34C128 34 146 84 146 110C146 136 126 154 100 154C74 154 54 136 54 110C54 84 72 34 100 34Z"/>',
    detail: `<g fill="${p.accent}">${spots}<path d="M60 104l10-9 10 9 10-9 10 9 10-9 10 9 10-9 10 9" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/></g>`,
  };
}

function potionGlyph(p: Palette): Glyph {
  return {
    shape: '<path d="M90 40h20v32a40 40 0 1 1-20 0Z"/><rect x="83" y="31" width="34" height="11" rx="4"/>',
    detail: `<path d="M66 114a34 34 0 0 0 68 0Z" fill="${p.accent}"/><g fill="#fff" opacity=".8"><circle cx="90" cy="128" r="5"/><circle cx="110" cy="136" r="3.5"/><circle cx="106" cy="122" r="2.5"/></g>`,
  };
}

function carGlyph(p: Palette): Glyph {
  return {
    shape:
      '<path d="M30 126V104Q30 94 40 92L64 87L80 65Q84 59 92 59H124Q132 59 136 65L152 87Q170 89 170 104V126Z"/>' +
      '<circle cx="64" cy="128" r="18"/><circle cx="136" cy="128" r="18"/>',
    detail: `<g fill="${p.deep}"><path d="M86 86l10-16h14v16z"/><path d="M118 86V70h6q4 0 6 4l8 12z"/><circle cx="64" cy="128" r="8"/><circle cx="136" cy="128" r="8"/></g>`,
  };
}

function scooterGlyph(p: Palette): Glyph {
  return {
    shape:
      '<rect x="40" y="110" width="94" height="13" rx="6.5"/><rect x="129" y="38" width="11" height="86" rx="5.5" transform="rotate(-14 134 124)"/>' +
      '<rect x="94" y="30" width="44" height="11" rx="5.5"/><circle cx="50" cy="130" r="15"/><circle cx="138" cy="130" r="15"/>',
    detail: `<g fill="${p.deep}"><circle cx="50" cy="130" r="6"/><circle cx="138" cy="130" r="6"/></g>`,
  };
}

function skateboardGlyph(p: Palette): Glyph {
  return {
    shape:
      '<g transform="rotate(-14 100 104)"><path d="M22 84Q30 98 44 98H156Q170 98 178 84Q184 92 180 102Q174 116 156 116H44Q26 116 20 102Q16 92 22 84Z"/>' +
      '<rect x="54" y="114" width="24" height="9"/><rect x="122" y="114" width="24" height="9"/><circle cx="66" cy="130" r="13"/><circle cx="134" cy="130" r="13"/></g>',
    detail: `<g transform="rotate(-14 100 104)" fill="${p.accent}"><rect x="40" y="102" width="120" height="6" rx="3"/><g fill="${p.deep}"><circle cx="66" cy="130" r="5"/><circle cx="134" cy="130" r="5"/></g></g>`,
  };
}

function snowboardGlyph(p: Palette): Glyph {
  return {
    shape: '<rect x="16" y="84" width="168" height="36" rx="18" transform="rotate(-32 100 102)"/>',
    detail:
      `<g transform="rotate(-32 100 102)"><rect x="36" y="98" width="128" height="8" rx="4" fill="${p.accent}"/>` +
      `<g fill="${p.deep}"><rect x="62" y="88" width="16" height="28" rx="5"/><rect x="122" y="88" width="16" height="28" rx="5"/></g></g>`,
  };
}

function gunGlyph(p: Palette): Glyph {
  return {
    shape:
      '<rect x="30" y="56" width="136" height="30" rx="6"/><rect x="150" y="48" width="8" height="10" rx="2"/>' +
      '<path d="M42 82H90L78 147Q77 155 69 155H42Q34 155 35 147Z"/>' +
      '<path fill-rule="evenodd" d="M88 84H124V102Q124 122 104 122H88ZM96 84V104Q96 112 104 112H114V84Z"/>',
    detail:
      `<g fill="${p.deep}"><rect x="162" y="64" width="4" height="12"/><path d="M102 86h5l-3 18h-4z"/></g>` +
      `<path d="M42 66v12M50 66v12M58 66v12M52 100l-5 34M64 100l-5 34" stroke="${p.deep}" stroke-width="3" opacity=".45"/>`,
  };
}

function knifeGlyph(p: Palette): Glyph {
  return {
    shape:
      '<g transform="rotate(-38 100 100)"><rect x="22" y="90" width="52" height="20" rx="8"/><rect x="72" y="78" width="11" height="44" rx="4"/>' +
      '<path d="M83 87H146Q172 91 184 100Q168 113 138 113H83Z"/></g>',
    detail:
      `<g transform="rotate(-38 100 100)" stroke="${p.deep}" stroke-width="3"><path d="M90 96H148" opacity=".35"/>` +
      '<path d="M36 92v16M48 92v16M60 92v16" opacity=".45"/></g>',
  };
}

function boxGlyph(p: Palette): Glyph {
  return {
    shape:
      '<rect x="50" y="82" width="100" height="68" rx="6"/><rect x="42" y="62" width="116" height="24" rx="6"/>' +
      '<path d="M100 62C86 34 62 42 72 60ZM100 62C114 34 138 42 128 60Z"/>',
    detail: `<rect x="93" y="62" width="14" height="88" fill="${p.accent}"/>`,
  };
}

function gemGlyph(p: Palette): Glyph {
  return {
    shape: '<path d="M66 56H134L160 88L100 154L40 88Z"/>',
    detail: `<path d="M40 88H160M82 56L72 88L100 154L128 88L118 56M72 88L100 56L128 88" fill="none" stroke="${p.deep}" stroke-width="2.5" opacity=".5"/>`,
  };
}

function glyphFor(input: ItemArtInput, p: Palette, rand: Rand): Glyph {
  const type = input.type.toLowerCase();
  const sub = (input.subtype ?? '').toLowerCase();
  const kind = sub === 'gun' || sub === 'knife' ? sub : type;
  switch (kind) {
    case 'pet':
      return petGlyph(p, rand);
    case 'egg':
      return eggGlyph(p, rand);
    case 'potion':
    case 'food':
      return potionGlyph(p);
    case 'transport':
    case 'vehicle':
      if (sub.startsWith('scooter')) return scooterGlyph(p);
      if (sub.startsWith('skateboard')) return skateboardGlyph(p);
      if (sub.startsWith('snowboard')) return snowboardGlyph(p);
      return carGlyph(p);
    case 'gun':
      return gunGlyph(p);
    case 'knife':
      return knifeGlyph(p);
    case 'weapon':
      return input.game === 'mm2' ? knifeGlyph(p) : gemGlyph(p);
    case 'set':
    case 'kit':
    case 'bundle':
      return boxGlyph(p);
    default:
      return input.game === 'adopt' && type === '' ? petGlyph(p, rand) : gemGlyph(p);
  }
}

/** A faint white pattern behind the glyph: stripes, rings or rays, turned by the hash. */
function pattern(rand: Rand): string {
  const kind = Math.floor(rand() * 3);
  const angle = Math.round(rand() * 180);
  if (kind === 0) {
    let d = '';
    for (let y = -70; y <= 270; y += 34) d += `M-70 ${y}H270`;
    return `<path d="${d}" stroke="#fff" stroke-width="11" opacity=".09" transform="rotate(${angle} 100 100)"/>`;
  }
  if (kind === 1) {
    const cx = rand() < 0.5 ? 0 : 200;
    const cy = rand() < 0.5 ? 0 : 200;
    let rings = '';
    for (let r = 40; r <= 280; r += 40) rings += `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    return `<g fill="none" stroke="#fff" stroke-width="12" opacity=".09">${rings}</g>`;
  }
  let d = '';
  for (let i = 0; i < 12; i++) {
    const a1 = ((i * 30 + angle) * Math.PI) / 180;
    const a2 = a1 + Math.PI / 12;
    const at = (a: number): string => `${Math.round(100 + 150 * Math.cos(a))} ${Math.round(96 + 150 * Math.sin(a))}`;
    d += `M100 96L${at(a1)}L${at(a2)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity=".08"/>`;
}

/** Small sparkles near the edges, away from the glyph and the badge. */
function dots(rand: Rand): string {
  const count = 3 + Math.floor(rand() * 3);
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const dist = 78 + rand() * 14;
    const x = Math.round(100 + dist * Math.cos(a));
    const y = Math.round(96 + dist * Math.sin(a));
    if (y > 148 || (x > 130 && y > 130)) continue; // label and badge
    out += `<circle cx="${x}" cy="${y}" r="${num(1.8 + rand() * 2.8)}" opacity="${num(0.35 + rand() * 0.4)}"/>`;
  }
  return out ? `<g fill="#fff">${out}</g>` : '';
}

function gradientStops(colours: readonly string[]): string {
  return colours.map((c, i) => `<stop offset="${num(i / (colours.length - 1), 100)}" stop-color="${c}"/>`).join('');
}

/** A complete standalone SVG document (viewBox 0 0 200 200) for one item and look. */
export function renderItemArt(input: ItemArtInput): string {
  const level = input.level ?? 'default';
  const chroma = input.chroma === true;
  const seed = hash32(`${input.game}:${input.slug}`);
  const rand = seeded(seed);
  const id = `ia${seed.toString(36)}${level === 'neon' ? 'n' : level === 'mega_neon' ? 'm' : 'd'}${chroma ? 'c' : ''}`;

  const [h0, s0, l0] = hexToHsl(RARITY_COLOURS[input.rarity] ?? FALLBACK_COLOUR);
  const h = h0 + (rand() - 0.5) * 26;
  const s = s0 < 15 ? s0 + rand() * 8 : clamp(s0 + (rand() - 0.5) * 12, 30, 90);
  const l = clamp(l0 + (rand() - 0.5) * 8, 38, 62);
  const p: Palette = {
    light: hslToHex(h - 8, s, l + 12),
    dark: hslToHex(h + 8, s, l - 18),
    deep: hslToHex(h, Math.min(s, 55), 17),
    accent: hslToHex(h + 150 + rand() * 60, 72, 58),
    glow: hslToHex(h + 180, 100, 62),
  };
  const gradAngle = Math.round(rand() * 90);
  const bg = pattern(rand);
  const sparkles = dots(rand);
  const glyph = glyphFor(input, p, rand);

  const name = escapeXml([...input.name].slice(0, 80).join('')); // bounded: the card stays small
  const initials = escapeXml(itemInitials(input.name));
  const label = escapeXml(input.rarity.replace(/_/g, ' ').toUpperCase().slice(0, 12));
  const card = 'x="4" y="4" width="192" height="192" rx="30"';
  const outlined = level !== 'default';
  const outline = level === 'mega_neon' ? `url(#${id}m)` : p.glow;

  let defs =
    `<linearGradient id="${id}b" gradientTransform="rotate(${gradAngle - 45} .5 .5)" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<clipPath id="${id}k"><rect ${card}/></clipPath><g id="${id}g" stroke-linejoin="round">${glyph.shape}</g>`;
  if (outlined)
    defs += `<filter id="${id}f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>`;
  // One set of rainbow stops, shared (via href) by the mega neon outline and the chroma sheen.
  if (level === 'mega_neon' || chroma) defs += `<linearGradient id="${id}r">${gradientStops(RAINBOW)}</linearGradient>`;
  if (level === 'mega_neon')
    defs += `<linearGradient id="${id}m" href="#${id}r" gradientUnits="userSpaceOnUse" x2="200" y2="200"/>`;
  if (chroma) defs += `<linearGradient id="${id}c" href="#${id}r" gradientTransform="rotate(${gradAngle} .5 .5)"/>`;

  const use = (attrs: string): string => `<use href="#${id}g" ${attrs}/>`;
  let body = `<rect ${card} fill="url(#${id}b)"/><g clip-path="url(#${id}k)">${bg}${sparkles}`;
  if (chroma)
    body += `<rect ${card} fill="url(#${id}c)" opacity=".36"/><path d="M-20 150L150-20H196L-20 196Z" fill="#fff" opacity=".16"/>`;
  body += use('transform="translate(3 5)" opacity=".22"');
  if (outlined) body += use(`fill="none" stroke="${outline}" stroke-width="10" filter="url(#${id}f)"`);
  body += use(`fill="#fff" stroke="${outlined ? outline : p.deep}" stroke-width="${outlined ? 3 : 2}"`);
  body += glyph.detail;
  if (chroma) body += `<rect ${card} fill="url(#${id}c)" opacity=".16"/>`;
  if (outlined) body += `<rect ${card} fill="none" stroke="${outline}" stroke-width="12" filter="url(#${id}f)"/>`;
  body += '</g>';
  if (outlined) {
    body += `<rect ${card} fill="none" stroke="${outline}" stroke-width="4"/>`;
  } else {
    body += `<rect x="5.5" y="5.5" width="189" height="189" rx="28.5" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`;
  }
  const labelWidth = Math.round(label.replace(/&\w+;/g, '_').length * 8 + 12);
  body +=
    `<rect x="14" y="168" width="${labelWidth}" height="18" rx="9" fill="${p.deep}" opacity=".6"/>` +
    `<circle cx="164" cy="164" r="23" fill="${p.deep}" stroke="#fff" stroke-width="3"/>` +
    '<g text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" fill="#fff">' +
    `<text x="${num(14 + labelWidth / 2)}" y="181" font-size="11" letter-spacing=".5">${label}</text>` +
    `<text x="164" y="${initials.length > 1 ? 170.5 : 171}" font-size="${initials.length > 1 ? 18 : 20}">${initials}</text></g>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${name}">` +
    `<title>${name}</title><defs>${defs}</defs>${body}</svg>`
  );
}
