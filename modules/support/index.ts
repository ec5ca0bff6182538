import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppConfig } from '../../config';
import { requireAdmin } from '../../src/platform/http/admin-auth';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import { USER_GUARD } from '../identity';
import { ATTACHMENT_STORE, PgAttachmentStore, type AttachmentStore } from './attachment-store';
import { FaqRepo } from './faq.repo';
import { faqRoutes } from './faq.routes';
import { FaqService } from './faq.service';
import { operatorGuard } from './operator-guard';
import { operatorAdminRoutes } from './operators.routes';
import { QuestionsRepo } from './questions.repo';
import { questionsRoutes } from './questions.routes';
import { QuestionsService } from './questions.service';

export * from './faq.schemas';
export { QuestionsService } from './questions.service';
export * from './questions.schemas';

/**
 * Support (spec trading-core 1, 2, 3, 4, 5, 6, 8, 9): the FAQ with search (faq.*), questions with attachments and
 * operator answers (questions.*), and live chat. Each part binds its services and adds its routes here.
 */
export const supportModule: AppModule = {
  name: 'support',
  bindings: new ContainerModule(({ bind }) => {
    bind(FaqRepo).toSelf();
    // Renders every language once.
    bind(FaqService).toSelf().inSingletonScope();
    bind(QuestionsRepo).toSelf();
    bind(QuestionsService).toSelf();
    bind<AttachmentStore>(ATTACHMENT_STORE).to(PgAttachmentStore);
  }),
  routes: (container: Container) => {
    const userGuard = container.get<RequestHandler>(USER_GUARD);
    const questions = container.get(QuestionsService);
    return [
      faqRoutes(container.get(FaqService)),
      questionsRoutes(questions, userGuard, operatorGuard(userGuard, questions)),
      operatorAdminRoutes(questions, requireAdmin(container.get<AppConfig>(TYPES.Config).adminToken)),
    ];
  },
  async start(container: Container) {
    await container.get(FaqService).seed();
  },
};
