import { FaqMarkupError, parseTemplate, renderTemplate } from '../support';
import type { BlogSection } from './blog.schemas';

const HEADING = /^##[ \t]+(.+)$/;

/**
 * A post's body: the FAQ's small markup (paragraphs, "- " lists, "1. " steps, **bold**, `code`, links inside the
 * app), with a line "## Heading" opening a part. Rendered to safe nodes; a post names no values or generated
 * blocks, so one that does fails here (at seed time and in the tests), as a broken FAQ template does.
 */
export function renderPostBody(body: string, lang: string): BlogSection[] {
  const sections: { heading: string | null; lines: string[] }[] = [{ heading: null, lines: [] }];
  for (const line of body.trim().split('\n')) {
    const heading = HEADING.exec(line.trim());
    if (heading) sections.push({ heading: heading[1]!.trim(), lines: [] });
    else sections.at(-1)!.lines.push(line);
  }
  return sections
    .filter((s) => s.heading !== null || s.lines.join('').trim())
    .map((s) => {
      const text = s.lines.join('\n').trim();
      if (!text) throw new FaqMarkupError('A heading without text', s.heading ?? '');
      const blocks = renderTemplate(parseTemplate(text), { lang, values: {}, generated: () => null });
      return { heading: s.heading, blocks };
    });
}
