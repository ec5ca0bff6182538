import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { renderPostBody } from '../../modules/content/blog.markup';
import { BLOG_SLUG_PATTERN } from '../../modules/content/blog.schemas';
import { SEED_POSTS } from '../../modules/content/posts';
import { FAQ_SECTIONS, sectionOfArticle } from '../../modules/support/faq.schemas';
import type { FaqInline } from '../../modules/support/faq.schemas';

/** The app's routes as the web app declares them (an optional last parameter may be left out). */
const APP_ROUTES = [
  ...readFileSync(fileURLToPath(new URL('../../web/src/app/routing/routes.ts', import.meta.url)), 'utf8').matchAll(
    /path: '([^']+)'/g,
  ),
].map((m) => new RegExp(`^${m[1]!.replace(/\/:[A-Za-z]+\?/g, '(/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`));

const links = (nodes: FaqInline[]): string[] =>
  nodes.flatMap((n) =>
    n.type === 'link' ? [n.href, ...links(n.content)] : n.type === 'strong' ? links(n.content) : [],
  );

describe('content: the seeded blog posts (spec accounts-platform 2.2 storyPage)', () => {
  it('every post has a well-formed slug, an English version, and renders in each of its languages', () => {
    for (const post of SEED_POSTS) {
      expect(post.slug).to.match(BLOG_SLUG_PATTERN);
      expect(post.texts.en.title.trim()).to.not.equal('');
      for (const [lang, text] of Object.entries(post.texts)) {
        expect(() => renderPostBody(text.body, lang), `${post.slug} ${lang}`).not.to.throw();
        expect(text.summary.length, `${post.slug} ${lang}`).to.be.within(1, 500);
      }
    }
  });

  it('the Russian versions have the same parts as the English ones', () => {
    for (const post of SEED_POSTS) {
      const parts = (lang: 'en' | 'ru') => renderPostBody(post.texts[lang]!.body, lang).length;
      expect(parts('ru'), post.slug).to.equal(parts('en'));
    }
  });

  it('every link in a post goes to a page of the app; FAQ links to an existing section and article', () => {
    for (const post of SEED_POSTS) {
      for (const [lang, text] of Object.entries(post.texts)) {
        const hrefs = renderPostBody(text.body, lang).flatMap((s) =>
          s.blocks.flatMap((b) =>
            b.type === 'paragraph' ? links(b.content) : b.type === 'list' ? b.items.flatMap(links) : [],
          ),
        );
        for (const href of hrefs) {
          const [path, anchor] = href.split('#') as [string, string | undefined];
          const faq = /^\/help\/faq\/([A-Za-z]+)$/.exec(path);
          if (faq) {
            expect(FAQ_SECTIONS, `${post.slug} ${lang}: ${href}`).to.include(faq[1]);
            if (anchor) expect(sectionOfArticle(anchor), `${post.slug} ${lang}: ${href}`).to.equal(faq[1]);
          } else {
            expect(
              APP_ROUTES.some((route) => route.test(path)),
              `${post.slug} ${lang}: ${href} is no route`,
            ).to.equal(true);
          }
        }
      }
    }
  });
});
