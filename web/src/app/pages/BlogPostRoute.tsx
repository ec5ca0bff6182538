// /storyPage/{slug}: a blog post (features/content/blog) with its body drawn by the FAQ's renderer
// (features/support), the two put together here, in the app, as a feature never imports another.
import { BlogPostPage } from '../../features/content/blog/BlogPostPage';
import { FaqBody } from '../../features/support/FaqBody';
import '../../features/support/faq.css';

export default function BlogPostRoute() {
  return <BlogPostPage Body={FaqBody} />;
}
