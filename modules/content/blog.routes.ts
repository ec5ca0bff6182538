import { ApiRoutes } from '../../src/platform/http/api-routes';
import { blogIndexQuerySchema, blogPostParamsSchema, blogPostQuerySchema } from './blog.schemas';
import type { BlogService } from './blog.service';
import { contentErrors } from './content.errors';

/** The blog (/storyPage): its index and its posts, public. */
export function blogRoutes(blog: BlogService): ApiRoutes {
  return new ApiRoutes('blog')
    .add(
      {
        method: 'get',
        path: '/blog/posts',
        summary: "The blog's posts, newest first, each in the reader's language or else in English",
        query: blogIndexQuerySchema,
        errors: [],
      },
      ({ query }) => blog.index(query.lang, query.page),
    )
    .add(
      {
        method: 'get',
        path: '/blog/posts/:slug',
        summary: "A post with its body, in the reader's language or else in English",
        params: blogPostParamsSchema,
        query: blogPostQuerySchema,
        errors: [contentErrors.postNotFound()],
      },
      ({ params, query }) => blog.post(params.slug, query.lang),
    );
}
