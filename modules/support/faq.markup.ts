import type { Money } from '../../kernel';
import type { FaqBlock, FaqInline, FaqMarked } from './faq.schemas';

/**
 * The FAQ's small markup. An article's body is a template written per language:
 * - blocks are separated by a blank line: a paragraph; a list (every line starts "- ", or "1. " for steps); or a
 *   generated block alone on its line, `[[ladder.buyer]]`, built by the server from the code's constants;
 * - inline: `**bold**`, `` `CODE` `` (error codes, literally), `[text](/app/path#anchor)` (links inside the app only)
 *   and `{name}`, a named value filled from the constants the code enforces (faq-content/values.ts).
 * Numbers never stand in a template's text (the content test checks it): they come from the values, so an article
 * cannot disagree with the code. The result is a tree of safe nodes; nothing is ever HTML.
 */

export type TemplateInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; content: TemplateInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; content: TemplateInline[] }
  | { type: 'value'; name: string };

export type TemplateBlock =
  | { type: 'paragraph'; content: TemplateInline[] }
  | { type: 'list'; ordered: boolean; items: TemplateInline[][] }
  | { type: 'generated'; name: string };

/** A value an article names: formatted in the reader's language when the article is rendered. */
export type FaqValue =
  | { kind: 'number'; value: number }
  /** Points: always with their sign. */
  | { kind: 'signed'; value: number }
  | { kind: 'percent'; value: number }
  | { kind: 'money'; money: Money }
  /** In the largest unit that says it whole: 30 minutes, 24 hours, 7 days. */
  | { kind: 'duration'; seconds: number }
  | { kind: 'dayRange'; min: number; max: number }
  /** Names as the game spells them (not translated), joined with "or". */
  | { kind: 'choice'; items: readonly string[] };

export class FaqMarkupError extends Error {
  constructor(message: string, source: string) {
    super(`${message} in: ${source.slice(0, 80)}`);
    this.name = 'FaqMarkupError';
  }
}

/** A link's target: a path of the app from its root, maybe with an anchor (never another site, never a script). */
export const FAQ_LINK_PATTERN = /^\/[A-Za-z0-9/_-]*(#[A-Za-z]+)?$/;
const GENERATED = /^\[\[([A-Za-z.]+)\]\]$/;
const ORDERED_ITEM = /^\d+\.\s+/;
const VALUE = /^\{([A-Za-z][A-Za-z0-9]*)\}/;

export function parseTemplate(body: string): TemplateBlock[] {
  return body
    .trim()
    .split(/\n[ \t]*\n/)
    .map((chunk) => {
      const lines = chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const generated = lines.length === 1 ? GENERATED.exec(lines[0]!) : null;
      if (generated) return { type: 'generated', name: generated[1]! };
      if (lines.every((line) => line.startsWith('- ')))
        return { type: 'list', ordered: false, items: lines.map((line) => parseInline(line.slice(2))) };
      if (lines.every((line) => ORDERED_ITEM.test(line)))
        return { type: 'list', ordered: true, items: lines.map((line) => parseInline(line.replace(ORDERED_ITEM, ''))) };
      if (lines.some((line) => line.startsWith('- ') || ORDERED_ITEM.test(line)))
        throw new FaqMarkupError('A list mixed with other lines', chunk);
      return { type: 'paragraph', content: parseInline(lines.join(' ')) };
    });
}

export function parseInline(source: string): TemplateInline[] {
  const out: TemplateInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  const closing = (token: string, from: number) => {
    const at = source.indexOf(token, from);
    if (at === -1) throw new FaqMarkupError(`"${token}" is not closed`, source);
    return at;
  };
  let i = 0;
  while (i < source.length) {
    if (source[i] === '`') {
      const end = closing('`', i + 1);
      flush();
      out.push({ type: 'code', text: source.slice(i + 1, end) });
      i = end + 1;
    } else if (source.startsWith('**', i)) {
      const end = closing('**', i + 2);
      flush();
      out.push({ type: 'strong', content: parseInline(source.slice(i + 2, end)) });
      i = end + 2;
    } else if (source[i] === '[') {
      const middle = closing('](', i + 1);
      const end = closing(')', middle + 2);
      const href = source.slice(middle + 2, end);
      if (!FAQ_LINK_PATTERN.test(href)) throw new FaqMarkupError(`Not a path of the app: ${href}`, source);
      flush();
      out.push({ type: 'link', href, content: parseInline(source.slice(i + 1, middle)) });
      i = end + 1;
    } else if (source[i] === '{') {
      const value = VALUE.exec(source.slice(i));
      if (!value) throw new FaqMarkupError('A "{" that names no value', source);
      flush();
      out.push({ type: 'value', name: value[1]! });
      i += value[0].length;
    } else if (source[i] === '}' || source[i] === ']' || source[i] === '*') {
      throw new FaqMarkupError(`A stray "${source[i]}"`, source);
    } else {
      text += source[i];
      i++;
    }
  }
  flush();
  return out;
}

/** Every value and generated block a template names, in order (each language must name the same ones). */
export function namesIn(blocks: TemplateBlock[]): { values: string[]; generated: string[] } {
  const values: string[] = [];
  const generated: string[] = [];
  const walk = (nodes: TemplateInline[]) => {
    for (const node of nodes) {
      if (node.type === 'value') values.push(node.name);
      else if (node.type === 'strong' || node.type === 'link') walk(node.content);
    }
  };
  for (const block of blocks) {
    if (block.type === 'generated') generated.push(block.name);
    else if (block.type === 'paragraph') walk(block.content);
    else block.items.forEach(walk);
  }
  return { values, generated };
}

/** The locale Intl formats a language with (Filipino is `fil`). */
export const localeOf = (lang: string): string => (lang === 'ph' ? 'fil' : lang);

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A unit from two of it up, as the spec says them: 60 minutes, 24 hours, 7 days. */
function durationParts(seconds: number): { unit: 'day' | 'hour' | 'minute' | 'second'; amount: number } {
  for (const [unit, size] of [
    ['day', DAY],
    ['hour', HOUR],
    ['minute', MINUTE],
  ] as const) {
    if (seconds >= 2 * size && seconds % size === 0) return { unit, amount: seconds / size };
  }
  return { unit: 'second', amount: seconds };
}

export function formatValue(value: FaqValue, lang: string): string {
  const locale = localeOf(lang);
  switch (value.kind) {
    case 'number':
      return new Intl.NumberFormat(locale).format(value.value);
    case 'signed':
      return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value.value);
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value.value / 100);
    case 'money':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: value.money.currency.toUpperCase() }).format(
        value.money.amount / 100,
      );
    case 'duration': {
      const { unit, amount } = durationParts(value.seconds);
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
    }
    case 'dayRange':
      return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).formatRange(
        value.min,
        value.max,
      );
    case 'choice':
      return new Intl.ListFormat(locale, { type: 'disjunction' }).format(value.items);
  }
}

export interface RenderContext {
  lang: string;
  values: Record<string, FaqValue>;
  /** Builds a generated block by its name (null: no such block). */
  generated: (name: string) => FaqBlock | null;
}

/** A template with its values filled in and its generated blocks built: the body the web app renders. */
export function renderTemplate(blocks: TemplateBlock[], context: RenderContext): FaqBlock[] {
  const inline = (nodes: TemplateInline[]): FaqInline[] => {
    const out: FaqInline[] = [];
    const text = (t: string) => {
      const last = out.at(-1);
      if (last?.type === 'text') last.text += t;
      else out.push({ type: 'text', text: t });
    };
    for (const node of nodes) {
      if (node.type === 'text') text(node.text);
      else if (node.type === 'value') {
        const value = context.values[node.name];
        if (!value) throw new FaqMarkupError(`No value named ${node.name}`, `{${node.name}}`);
        text(formatValue(value, context.lang));
      } else if (node.type === 'code') out.push({ type: 'code', text: node.text });
      else if (node.type === 'strong') out.push({ type: 'strong', content: inline(node.content) });
      else out.push({ type: 'link', href: node.href, content: inline(node.content) });
    }
    return out;
  };
  return blocks.map((block): FaqBlock => {
    if (block.type === 'paragraph') return { type: 'paragraph', content: inline(block.content) };
    if (block.type === 'list') return { type: 'list', ordered: block.ordered, items: block.items.map(inline) };
    const built = context.generated(block.name);
    if (!built) throw new FaqMarkupError(`No generated block named ${block.name}`, `[[${block.name}]]`);
    return built;
  });
}

const inlineText = (nodes: FaqInline[]): string =>
  nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : inlineText(n.content))).join('');

/** A rendered body as plain text, one line per paragraph, item and table row: what search reads and quotes. */
export function plainText(blocks: FaqBlock[]): string {
  return blocks
    .flatMap((block) => {
      if (block.type === 'paragraph') return [inlineText(block.content)];
      if (block.type === 'list') return block.items.map(inlineText);
      return [`${block.caption}.`, ...block.rows.map((row) => `${row.join(': ')}.`)];
    })
    .join('\n');
}

/** Marks around a search match inside a headline (control characters never stand in content). */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/** A headline with MARK_START/MARK_END around matches, as segments the web app marks without HTML. */
export function markedSegments(headline: string): FaqMarked {
  const out: FaqMarked = [];
  let mark = false;
  for (const part of headline.split(new RegExp(`([${MARK_START}${MARK_END}])`))) {
    if (part === MARK_START) mark = true;
    else if (part === MARK_END) mark = false;
    else if (part) {
      const last = out.at(-1);
      if (last && last.mark === mark) last.text += part;
      else out.push({ text: part, mark });
    }
  }
  return out;
}
