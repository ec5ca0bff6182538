// An FAQ article's body as the API answers it (modules/support/faq.markup.ts): a tree of paragraphs, lists, tables
// and inline text, bold, code and links inside the app, rendered as elements. Nothing is ever set as HTML.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { FaqBlock, FaqInline, FaqMarked } from '../../../../modules/support/faq.vocabulary.schemas';

function Inline({ nodes }: { nodes: FaqInline[] }): ReactNode {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.text;
    if (node.type === 'code') {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
        <code key={i} className="faq-code">
          {node.text}
        </code>
      );
    }
    if (node.type === 'strong') {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
        <strong key={i}>
          <Inline nodes={node.content} />
        </strong>
      );
    }
    return (
      // Paths of the app only (the server refuses others); the router adds the language prefix.
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
      <Link key={i} href={node.href} className="faq-link">
        <Inline nodes={node.content} />
      </Link>
    );
  });
}

export function FaqBody({ blocks }: { blocks: FaqBlock[] }) {
  return (
    <div className="faq-body">
      {blocks.map((block, i) => {
        if (block.type === 'paragraph') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
            <p key={i}>
              <Inline nodes={block.content} />
            </p>
          );
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
            <List key={i} className={block.ordered ? 'faq-steps' : 'faq-list'}>
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
                <li key={j}>
                  <Inline nodes={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed tree, never reordered
          <div key={i} className="faq-table-wrap">
            <table className="faq-table">
              <caption>{block.caption}</caption>
              <colgroup>
                {block.head.map((cell, j) => (
                  <col key={cell} className={block.numeric.includes(j) ? 'is-numeric' : undefined} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  {block.head.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, j) =>
                      j === 0 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row keep their order
                        <th key={j} scope="row">
                          {cell}
                        </th>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row keep their order
                        <td key={j}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}

/** A search headline: the matching words in <mark>. */
export function Marked({ segments }: { segments: FaqMarked }) {
  return segments.map((s, i) =>
    s.mark ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one text, never reordered
      <mark key={i}>{s.text}</mark>
    ) : (
      s.text
    ),
  );
}
