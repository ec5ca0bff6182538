import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import {
  chatKeySchema,
  chatMessageSchema,
  chatParamsSchema,
  chatQueueSchema,
  startChatSchema,
  startVisitorChatSchema,
} from './chats.schemas';
import type { ChatQueue } from './chats.repo';
import type { ChatsService } from './chats.service';
import { chatsErrors } from './chats.errors';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_UNANSWERED_MAX } from './chats.vocabulary.schemas';
import { questionsErrors } from './questions.errors';

/** What each kind of chat call can fail with (named in the API document). */
const owned = [chatsErrors.notFound()];
const writing = [
  chatsErrors.messageTooLong(CHAT_MESSAGE_MAX),
  chatsErrors.messageLimit(CHAT_MESSAGES_UNANSWERED_MAX),
  chatsErrors.closed(),
  questionsErrors.techWorks(),
];
const desk = [questionsErrors.noRights(), chatsErrors.notFound()];

/** Live chat of users and visitors, and the desk's side of it (spec trading-core 2, 3, 6, 8). */
export function chatsRoutes(chats: ChatsService, userGuard: RequestHandler, operatorGuard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard: userGuard };
  const operator = { scheme: 'user' as const, guard: operatorGuard };
  const mine = (req: Parameters<typeof currentUser>[0]) => ({ userId: currentUser(req).id });
  return (
    new ApiRoutes('support-chat')
      // ---- A signed-in user's chat ----
      .add(
        { method: 'get', path: '/support/chats/current', summary: 'My open chat, if any', security: user, errors: [] },
        async (_input, req) => ({ chat: await chats.current(currentUser(req).id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/chats',
          summary: 'Start a chat with its first message (or write in my open one); the assistant answers first',
          errors: writing,
          body: startChatSchema,
          security: user,
        },
        async ({ body }, req) => ({ chat: (await chats.start(mine(req), body)).chat }),
      )
      .add(
        {
          method: 'post',
          path: '/support/chats/:id/messages',
          summary: 'Write in my chat (a resend with the same clientId adds nothing)',
          errors: [...owned, ...writing],
          params: chatParamsSchema,
          body: chatMessageSchema,
          security: user,
        },
        async ({ params, body }, req) => ({ chat: await chats.send(mine(req), params.id, body) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/chats/:id/handover',
          summary: 'Ask for an operator instead of the assistant',
          errors: owned,
          params: chatParamsSchema,
          security: user,
        },
        async ({ params }, req) => ({ chat: await chats.handover(mine(req), params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/chats/:id/close',
          summary: 'End my chat',
          errors: owned,
          params: chatParamsSchema,
          security: user,
        },
        async ({ params }, req) => ({ chat: await chats.close(mine(req), params.id) }),
      )
      // ---- A visitor's chat, reached by its key ----
      .add(
        {
          method: 'post',
          path: '/support/visitor/chats',
          summary: "A visitor starts a chat (name, e-mail, phone); the answer carries the chat's key",
          errors: writing,
          body: startVisitorChatSchema,
        },
        ({ body }) => chats.start({ visitor: body }, body),
      )
      .add(
        {
          method: 'get',
          path: '/support/visitor/chats/:id',
          summary: "A visitor's chat by its key",
          errors: owned,
          params: chatParamsSchema,
          query: chatKeySchema,
        },
        async ({ params, query }) => ({ chat: await chats.get({ key: query.key }, params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/visitor/chats/:id/messages',
          summary: 'A visitor writes in their chat (by its key)',
          errors: [...owned, ...writing],
          params: chatParamsSchema,
          query: chatKeySchema,
          body: chatMessageSchema,
        },
        async ({ params, query, body }) => ({ chat: await chats.send({ key: query.key }, params.id, body) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/visitor/chats/:id/handover',
          summary: 'A visitor asks for an operator (by the key)',
          errors: owned,
          params: chatParamsSchema,
          query: chatKeySchema,
        },
        async ({ params, query }) => ({ chat: await chats.handover({ key: query.key }, params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/visitor/chats/:id/close',
          summary: 'A visitor ends their chat (by the key)',
          errors: owned,
          params: chatParamsSchema,
          query: chatKeySchema,
        },
        async ({ params, query }) => ({ chat: await chats.close({ key: query.key }, params.id) }),
      )
      // ---- The operators' desk ----
      .add(
        {
          method: 'get',
          path: '/support/desk/chats',
          summary: 'Operators: chats waiting for an operator, mine, or recently closed',
          errors: [questionsErrors.noRights()],
          query: chatQueueSchema,
          security: operator,
        },
        async ({ query }, req) => ({ chats: await chats.queue(query.queue as ChatQueue, currentUser(req).id) }),
      )
      .add(
        {
          method: 'get',
          path: '/support/desk/chats/:id',
          summary: 'Operators: a chat with its messages and who is writing',
          errors: desk,
          params: chatParamsSchema,
          security: operator,
        },
        async ({ params }) => ({ chat: await chats.deskView(params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/desk/chats/:id/take',
          summary: 'Operators: take a chat (nobody else answers it then)',
          errors: [...desk, chatsErrors.closed(), chatsErrors.takenByAnother()],
          params: chatParamsSchema,
          security: operator,
        },
        async ({ params }, req) => ({ chat: await chats.take(currentUser(req).id, params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/desk/chats/:id/messages',
          summary: 'Operators: write in a chat (taking it if nobody has)',
          errors: [
            ...desk,
            chatsErrors.closed(),
            chatsErrors.takenByAnother(),
            chatsErrors.messageTooLong(CHAT_MESSAGE_MAX),
          ],
          params: chatParamsSchema,
          body: chatMessageSchema,
          security: operator,
        },
        async ({ params, body }, req) => ({ chat: await chats.answer(currentUser(req).id, params.id, body) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/desk/chats/:id/close',
          summary: 'Operators: end a chat',
          errors: [...desk, chatsErrors.takenByAnother()],
          params: chatParamsSchema,
          security: operator,
        },
        async ({ params }, req) => ({ chat: await chats.closeByOperator(currentUser(req).id, params.id) }),
      )
  );
}
