import { DEFAULT_GAME, DEFAULT_LANGUAGE, type GameKey, type Language, isGameKey, isLanguage } from '../../../../kernel';
// Address normalisation (spec accounts-platform 2.1, 2.5 step 2). Pure: no DOM, no React.

export const NOT_FOUND_PATH = '/404';

/** Two-letter first segments that are routes, not languages (e.g. /lk goes to profile). */
const TWO_LETTER_ROUTES = new Set(['lk']);

export interface NormalizeOptions {
  gameSwitcher: boolean;
}

export interface AddressParts {
  language: Language;
  game: GameKey;
  /** Path after the prefixes, always starting with "/". */
  rest: string;
}

export type NormalizeResult =
  | ({ kind: 'ok'; base: string } & AddressParts)
  | ({ kind: 'redirect'; to: string } & AddressParts);

/** Builds the normal address: en and adopt omitted, game prefix only with the switcher on. */
export function buildAddress(parts: AddressParts, options: NormalizeOptions, suffix = ''): string {
  const base = basePath(parts.language, parts.game, options);
  const rest = cleanRest(parts.rest);
  if (!base) return rest + suffix;
  // A prefixed home keeps its trailing slash: /ru/, /mm2/, /ru/mm2/.
  return (rest === '/' ? `${base}/` : base + rest) + suffix;
}

/** The prefix part of the address ("" for en + adopt). */
export function basePath(language: Language, game: GameKey, options: NormalizeOptions): string {
  const segments: string[] = [];
  if (language !== DEFAULT_LANGUAGE) segments.push(language);
  if (options.gameSwitcher && game !== DEFAULT_GAME) segments.push(game);
  return segments.length ? `/${segments.join('/')}` : '';
}

/** Parses an address (path, optional ?query#hash) and says whether it must be redirected. */
export function normalizeAddress(address: string, options: NormalizeOptions): NormalizeResult {
  const { path, suffix } = splitSuffix(address);
  const segments = path.split('/').filter(Boolean);

  let language: Language = DEFAULT_LANGUAGE;
  let game: GameKey = DEFAULT_GAME;
  let unknownLanguage = false;

  const first = segments[0]?.toLowerCase();
  if (first !== undefined && first.length === 2 && !TWO_LETTER_ROUTES.has(first)) {
    segments.shift();
    if (isLanguage(first)) language = first;
    else unknownLanguage = true; // falls back to en, page is 404
  }
  const maybeGame = segments[0]?.toLowerCase();
  if (maybeGame !== undefined && isGameKey(maybeGame)) {
    segments.shift();
    // Without the switcher the prefix is dropped and the default game applies.
    if (options.gameSwitcher) game = maybeGame;
  }

  const rest = unknownLanguage ? NOT_FOUND_PATH : cleanRest(`/${segments.join('/')}`);
  const parts: AddressParts = { language, game, rest };
  const normal = buildAddress(parts, options, unknownLanguage ? '' : suffix);
  if (normal !== path + suffix) return { kind: 'redirect', to: normal, ...parts };
  return { kind: 'ok', base: basePath(language, game, options), ...parts };
}

/** Collapses repeated slashes and drops a trailing slash; the root stays "/". */
function cleanRest(rest: string): string {
  const collapsed = `/${rest.split('/').filter(Boolean).join('/')}`;
  return collapsed;
}

function splitSuffix(address: string): { path: string; suffix: string } {
  const index = address.search(/[?#]/);
  if (index === -1) return { path: address || '/', suffix: '' };
  return { path: address.slice(0, index) || '/', suffix: address.slice(index) };
}

/** True when the first segment is a language key (supported or not): the address chose a language. */
export function hasLanguagePrefix(address: string): boolean {
  const first = splitSuffix(address).path.split('/').filter(Boolean)[0]?.toLowerCase();
  return first !== undefined && first.length === 2 && !TWO_LETTER_ROUTES.has(first);
}

/** True when the address carries a game prefix: its meaning depends on the game switcher flag. */
export function hasGamePrefix(address: string): boolean {
  const segments = splitSuffix(address)
    .path.split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
  if (segments[0] !== undefined && hasLanguagePrefix(address)) segments.shift();
  return segments[0] !== undefined && isGameKey(segments[0]);
}

/**
 * Spec accounts-platform 9: on landing without a language prefix, the chosen language (or the
 * device language when none was chosen) picks the language. Returns the address to go to, or null.
 */
export function preferredLanguageAddress(
  address: string,
  preferred: Language,
  options: NormalizeOptions,
): string | null {
  if (hasLanguagePrefix(address) || preferred === DEFAULT_LANGUAGE) return null;
  const result = normalizeAddress(address, options);
  const { suffix } = splitSuffix(address);
  return buildAddress({ language: preferred, game: result.game, rest: result.rest }, options, suffix);
}
