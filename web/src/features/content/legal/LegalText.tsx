// A legal document's paragraph: plain text, with its e-mail addresses as mailto links. Nothing is set as HTML.
import { Fragment } from 'react';

const EMAIL = /([a-z0-9._-]+@[a-z0-9.-]+\.[a-z]+)/gi;

export function LegalText({ text }: { text: string }) {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a key={part} href={`mailto:${part}`} className="legal-doc__mail">
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
