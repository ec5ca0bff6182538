import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { blogRoutes } from './blog.routes';
import { BlogService } from './blog.service';

export * from './blog.schemas';

/** Content (spec accounts-platform 2.2 storyPage): the blog's posts, seeded at start. The legal pages are the web app's. */
export const contentModule: AppModule = {
  name: 'content',
  bindings: new ContainerModule(({ bind }) => {
    bind(BlogService).toSelf();
  }),
  routes: (container: Container) => blogRoutes(container.get(BlogService)),
  async start(container: Container) {
    await container.get(BlogService).seed();
  },
};
