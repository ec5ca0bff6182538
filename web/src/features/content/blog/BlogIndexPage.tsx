// The blog (spec accounts-platform 2.2 storyPage; trading-core 2 header link "blog"): posts newest first as cards,
// six a page (?page=), each opening /storyPage/{slug}.
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { store } from '../../../shared/state/store';
import { EmptyBox } from '../../../shared/ui/EmptyBox';
import { Icon } from '../../../shared/ui/Icon';
import { Pager } from '../../../shared/ui/Pager';
import { RetryBox } from '../../../shared/ui/RetryBox';
import { useTitle } from '../../../shared/ui/useTitle';
import { BlogCover } from './BlogCover';
import { PostMeta } from './PostMeta';
import { BLOG_PATH, pageOfSearch, postPath, useBlogIndex } from './api';
import '../../../shared/ui/skeleton.css';
import './blog.css';
import '../../../shared/ui/pageHero.css';

export default function BlogIndexPage() {
  useTitle('content.blog.title');
  const { language } = useSnapshot(store);
  const page = pageOfSearch(useSearch());
  const [, navigate] = useLocation();
  const { data, error, isLoading, mutate } = useBlogIndex(language, page);
  const toPage = (next: number) => {
    navigate(next > 1 ? `${BLOG_PATH}?page=${next}` : BLOG_PATH);
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="container blog">
      <header className="blog__head">
        <span className="page-eyebrow blog__eyebrow">
          <Icon name="blog" size={16} />
          <FormattedMessage id="content.blog.eyebrow" />
        </span>
        <h1 className="page-hero-title blog__title">
          <FormattedMessage id="content.blog.title" />
        </h1>
        <p className="blog__intro">
          <FormattedMessage id="content.blog.intro" />
        </p>
      </header>
      {error && !data ? (
        <RetryBox message="content.blog.loadError" onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <ul className="blog__grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="blog-card blog-card--loading skeleton" />
          ))}
        </ul>
      ) : data && data.posts.length === 0 ? (
        <EmptyBox>
          <p>
            <FormattedMessage id="content.blog.empty" />
          </p>
        </EmptyBox>
      ) : (
        data && (
          <>
            <ul className="blog__grid">
              {data.posts.map((post) => (
                <li key={post.slug} className="blog-card">
                  <BlogCover cover={post.cover} />
                  <div className="blog-card__body">
                    <PostMeta post={post} language={language} />
                    <h2 className="blog-card__title" lang={post.language}>
                      <Link href={postPath(post.slug)} className="blog-card__link">
                        {post.title}
                      </Link>
                    </h2>
                    <p className="blog-card__summary" lang={post.language}>
                      {post.summary}
                    </p>
                    <span className="blog-card__more" aria-hidden="true">
                      <FormattedMessage id="content.blog.readMore" />
                      <Icon name="arrowRight" size={16} />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={toPage} busy={isLoading} />
          </>
        )
      )}
    </div>
  );
}
