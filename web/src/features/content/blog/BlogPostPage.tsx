// A post of the blog (/storyPage/{slug}): its cover, title, date and body under its headings. The body's blocks are
// the FAQ's safe nodes; the app passes the FAQ's renderer in (app/pages/BlogPostRoute), as a feature never imports
// another.
import { type ComponentType, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import type { FaqBlock } from '../../../../../modules/support/faq.vocabulary.schemas';
import { HttpError } from '../../../shared/api/HttpError';
import { store } from '../../../shared/state/store';
import { ButtonLink } from '../../../shared/ui/Button';
import { CardLoading } from '../../../shared/ui/CardLoading';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Icon } from '../../../shared/ui/Icon';
import { RetryBox } from '../../../shared/ui/RetryBox';
import { BlogCover } from './BlogCover';
import { PostMeta } from './PostMeta';
import { BLOG_PATH, useBlogPost } from './api';
import '../../../shared/ui/errorState.css';
import './blog.css';

export function BlogPostPage({ Body }: { Body: ComponentType<{ blocks: FaqBlock[] }> }) {
  const intl = useIntl();
  const { slug = '' } = useParams<{ slug: string }>();
  const { language } = useSnapshot(store);
  const { data, error, mutate } = useBlogPost(slug, language);
  const notFound = error instanceof HttpError && error.code === 404;

  useEffect(() => {
    const title = data?.title ?? intl.formatMessage({ id: 'content.blog.title' });
    document.title = intl.formatMessage(
      { id: 'title.template' },
      { title, brand: intl.formatMessage({ id: 'app.brand' }) },
    );
  }, [data?.title, intl]);

  return (
    <div className="container blog blog--post">
      <nav className="blog-crumbs" aria-label={intl.formatMessage({ id: 'content.blog.crumbs' })}>
        <Link href={BLOG_PATH} className="blog-crumbs__back">
          <Icon name="arrowLeft" size={16} />
          <FormattedMessage id="content.blog.back" />
        </Link>
      </nav>
      {notFound ? (
        <ErrorState
          heading="h1"
          title={<FormattedMessage id="content.blog.notFound.title" />}
          text={<FormattedMessage id="content.blog.notFound.text" />}
        >
          <ButtonLink href={BLOG_PATH} variant="secondary">
            <FormattedMessage id="content.blog.back" />
          </ButtonLink>
        </ErrorState>
      ) : error && !data ? (
        <RetryBox message="content.blog.loadError" onRetry={() => void mutate()} />
      ) : !data ? (
        <CardLoading label="content.blog.loading" />
      ) : (
        <article className="blog-post" lang={data.language}>
          <header className="blog-post__head">
            <BlogCover cover={data.cover} size="hero" />
            <div className="blog-post__titles">
              <PostMeta post={data} language={language} />
              <h1 className="blog-post__title">{data.title}</h1>
              <p className="blog-post__summary">{data.summary}</p>
            </div>
          </header>
          <div className="blog-post__body">
            {data.body.map((section, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a post's parts, never reordered
              <section key={i} className="blog-post__section">
                {section.heading && <h2 className="blog-post__heading">{section.heading}</h2>}
                <Body blocks={section.blocks} />
              </section>
            ))}
          </div>
        </article>
      )}
    </div>
  );
}
