import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppConfig } from '../../config';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
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
import { S3AttachmentStore } from './s3-attachment-store';
import { ChatAssistant } from './chat-assistant';
import { ChatsRepo } from './chats.repo';
import { chatsRoutes } from './chats.routes';
import { ChatsService } from './chats.service';
import { CHAT_ROOM, DESK_ROOM } from './chats.vocabulary.schemas';
import { DeskActivity } from './desk-activity.service';
import { deskRoutes } from './desk.routes';
import { QUESTION_ROOM } from './questions.vocabulary.schemas';
import { DESK_ROOM_NAME } from './rooms';
import { SupportMaintenance } from './support-maintenance';
import type { Realtime } from '../../src/platform/realtime';

export * from './faq.schemas';
// The FAQ's small markup, reused by the blog (modules/content) for its posts' bodies.
export { FaqMarkupError, parseTemplate, renderTemplate } from './faq.markup';
export { QuestionsService } from './questions.service';
export * from './questions.schemas';
export * from './chats.schemas';
export * from './desk.schemas';
export { ChatsService } from './chats.service';
export { seedFaqInto } from './faq.seed';

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
    // The attachment storage adapter by configuration (ATTACHMENT_STORE): PostgreSQL, or an S3-compatible store.
    bind(PgAttachmentStore).toSelf();
    // One S3 client (its connection pool) for the process; only built when chosen.
    bind(S3AttachmentStore).toSelf().inSingletonScope();
    bind<AttachmentStore>(ATTACHMENT_STORE).toDynamicValue((ctx) =>
      ctx.get<AppConfig>(TYPES.Config).support.attachmentStore.kind === 's3'
        ? ctx.get(S3AttachmentStore)
        : ctx.get(PgAttachmentStore),
    );
    bind(ChatsRepo).toSelf();
    bind(ChatAssistant).toSelf();
    bind(ChatsService).toSelf();
    bind(DeskActivity).toSelf();
    bind(SupportMaintenance).toSelf();
  }),
  routes: (container: Container) => {
    const userGuard = container.get<RequestHandler>(USER_GUARD);
    const questions = container.get(QuestionsService);
    const operatorOnly = operatorGuard(userGuard, questions);
    return [
      faqRoutes(container.get(FaqService)),
      questionsRoutes(questions, userGuard, operatorOnly),
      chatsRoutes(container.get(ChatsService), userGuard, operatorOnly),
      deskRoutes(questions, container.get(DeskActivity), userGuard, operatorOnly),
      operatorAdminRoutes(questions, container.get<AdminAccess>(TYPES.AdminAccess).security('admin')),
    ];
  },
  async start(container: Container) {
    await container.get(FaqService).seed();
    // Who hears what live: a chat's owner and operators its chat, an asker their question, operators the desk.
    const questions = container.get(QuestionsService);
    const chats = container.get(ChatsService);
    const isOperator = (userId: string) => questions.isOperator(userId);
    const realtime = container.get<Realtime>(TYPES.Realtime);
    realtime.useRoom(DESK_ROOM, async (_arg, userId) => (userId && (await isOperator(userId)) ? DESK_ROOM_NAME : null));
    realtime.useRoom(CHAT_ROOM, (arg, userId) => chats.roomOf(arg, userId, isOperator));
    realtime.useRoom(QUESTION_ROOM, (arg, userId) => questions.roomOf(arg, userId));
  },
};
