// A post's date, and "In English" when it is not written in the reader's language (the server's fallback).
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { BlogPostCard } from '../../../../../modules/content/blog.schemas';
import type { Language } from '../../../../../kernel';
import { Icon } from '../../../shared/ui/Icon';

export function PostMeta({ post, language }: { post: BlogPostCard; language: Language }) {
  return (
    <p className="blog-meta">
      <Icon name="clock" size={14} />
      <FormattedDate value={post.publishedAt} dateStyle="long" />
      {post.language !== language && (
        <span className="blog-meta__lang">
          <Icon name="globe" size={14} />
          <FormattedMessage id="content.blog.inEnglish" />
        </span>
      )}
    </p>
  );
}
