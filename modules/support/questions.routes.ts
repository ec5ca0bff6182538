import type { RequestHandler, Response } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import {
  commentSchema,
  createQuestionSchema,
  createVisitorQuestionSchema,
  deskQuerySchema,
  questionParamsSchema,
  questionsQuerySchema,
  rateSchema,
  restoreSchema,
  statusSchema,
  visitorKeySchema,
} from './questions.schemas';
import { questionsErrors } from './questions.errors';
import type { QuestionsService } from './questions.service';
import { messageUpload, uploadedFiles } from './uploads';

/** What a message's files may be refused for. */
const FILE_REFUSALS = [
  questionsErrors.tooManyFiles(0),
  questionsErrors.fileTooLarge(0),
  questionsErrors.wrongFileType(''),
  questionsErrors.uploadFailed(),
];
/** Asking (a user or a visitor): the message, its files, the open questions, maintenance. */
const ASKING = [
  questionsErrors.messageTooLong(0),
  ...FILE_REFUSALS,
  questionsErrors.maxActive(0),
  questionsErrors.techWorks(),
];
/** Writing again in one's question. */
const COMMENTING = [
  questionsErrors.notFound(),
  questionsErrors.closed(),
  questionsErrors.messageLimit(0),
  questionsErrors.messageTooLong(0),
  ...FILE_REFUSALS,
  questionsErrors.techWorks(),
];
const RATING = [questionsErrors.notFound(), questionsErrors.notClosed(), questionsErrors.alreadyRated()];

/** An attachment with headers that keep it from running as a page of the site. */
function sendAttachment(res: Response, file: { row: { name: string; mime: string; kind: string }; data: Buffer }) {
  res.setHeader('Content-Type', file.row.mime);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
  const disposition = file.row.kind === 'image' ? 'inline' : 'attachment';
  res.setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.row.name)}`);
  res.send(file.data);
}

/** Questions of users and visitors, their attachments, and the operators' desk (spec trading-core 2, 3, 4, 6, 8). */
export function questionsRoutes(
  questions: QuestionsService,
  userGuard: RequestHandler,
  operatorGuard: RequestHandler,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard: userGuard };
  const operator = { scheme: 'user' as const, guard: operatorGuard };
  const visitorQuery = visitorKeySchema;
  return (
    new ApiRoutes('support')
      // ---- A signed-in user's questions ----
      .add(
        {
          method: 'post',
          path: '/support/questions',
          errors: ASKING,
          summary: 'Ask support: category, title, description, up to 3 files (multipart field `files`)',
          body: createQuestionSchema,
          security: user,
          upload: messageUpload,
        },
        async ({ body }, req) => ({
          question: (await questions.create({ userId: currentUser(req).id }, body, uploadedFiles(req))).question,
        }),
      )
      .add(
        {
          method: 'get',
          path: '/support/questions',
          errors: [],
          summary: 'My questions: all, in progress, open or closed',
          query: questionsQuerySchema,
          security: user,
        },
        async ({ query }, req) => ({ questions: await questions.list(currentUser(req).id, query.filter as never) }),
      )
      .add(
        {
          method: 'get',
          path: '/support/questions/:id',
          errors: [questionsErrors.notFound()],
          summary: 'One of my questions with its messages',
          params: questionParamsSchema,
          security: user,
        },
        async ({ params }, req) => ({ question: await questions.get({ userId: currentUser(req).id }, params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/questions/:id/messages',
          errors: COMMENTING,
          summary: 'Write again (at most 3 messages until support answers), with up to 3 files',
          params: questionParamsSchema,
          body: commentSchema,
          security: user,
          upload: messageUpload,
        },
        async ({ params, body }, req) => ({
          question: await questions.comment({ userId: currentUser(req).id }, params.id, body.text, uploadedFiles(req)),
        }),
      )
      .add(
        {
          method: 'post',
          path: '/support/questions/:id/close',
          errors: [questionsErrors.notFound()],
          summary: 'Close my question',
          params: questionParamsSchema,
          security: user,
        },
        async ({ params }, req) => ({ question: await questions.close({ userId: currentUser(req).id }, params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/questions/:id/rating',
          errors: RATING,
          summary: 'Rate a closed question 1 to 5 with feedback reasons',
          params: questionParamsSchema,
          body: rateSchema,
          security: user,
        },
        async ({ params, body }, req) => ({
          question: await questions.rate({ userId: currentUser(req).id }, params.id, body),
        }),
      )
      .add(
        {
          method: 'get',
          path: '/support/attachments/:id',
          errors: [questionsErrors.notFound()],
          summary: "An attachment of my question's (operators: of any question)",
          params: questionParamsSchema,
          security: user,
        },
        async ({ params }, req, res) => {
          const userId = currentUser(req).id;
          const viewer = (await questions.isOperator(userId)) ? { operatorId: userId } : { userId };
          sendAttachment(res, await questions.attachment(viewer, params.id));
        },
      )
      // ---- Visitors: a question reached by its key ----
      .add(
        {
          method: 'post',
          path: '/support/visitor/questions',
          errors: ASKING,
          summary: "A visitor asks support (name and e-mail); the answer carries the question's key, also mailed",
          body: createVisitorQuestionSchema,
          upload: messageUpload,
        },
        ({ body }, req) => questions.create({ visitor: body }, body, uploadedFiles(req)),
      )
      .add(
        {
          method: 'get',
          path: '/support/visitor/questions/:id',
          errors: [questionsErrors.notFound()],
          summary: "A visitor's question by its key",
          params: questionParamsSchema,
          query: visitorQuery,
        },
        async ({ params, query }) => ({ question: await questions.get({ key: query.key }, params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/visitor/questions/:id/messages',
          errors: COMMENTING,
          summary: 'A visitor writes again on their question (by its key)',
          params: questionParamsSchema,
          query: visitorQuery,
          body: commentSchema,
          upload: messageUpload,
        },
        async ({ params, query, body }, req) => ({
          question: await questions.comment({ key: query.key }, params.id, body.text, uploadedFiles(req)),
        }),
      )
      .add(
        {
          method: 'post',
          path: '/support/visitor/questions/:id/rating',
          errors: RATING,
          summary: 'A visitor rates their closed question (by its key)',
          params: questionParamsSchema,
          query: visitorQuery,
          body: rateSchema,
        },
        async ({ params, query, body }) => ({ question: await questions.rate({ key: query.key }, params.id, body) }),
      )
      .add(
        {
          method: 'get',
          path: '/support/visitor/attachments/:id',
          errors: [questionsErrors.notFound()],
          summary: "An attachment of a visitor's question (by the question's key)",
          params: questionParamsSchema,
          query: visitorQuery,
        },
        async ({ params, query }, _req, res) =>
          sendAttachment(res, await questions.attachment({ key: query.key }, params.id)),
      )
      .add(
        {
          method: 'post',
          path: '/support/visitor/restore',
          errors: [],
          summary:
            "Mail fresh links to a visitor's questions to their e-mail (the answer never says whether any exist)",
          body: restoreSchema,
        },
        async ({ body }) => {
          await questions.restore(body.email);
          return { sent: true };
        },
      )
      // ---- The operators' desk ----
      .add(
        {
          method: 'get',
          path: '/support/desk/questions',
          errors: [questionsErrors.noRights()],
          summary: 'Operators: the queue waiting for support, mine, or recently closed',
          query: deskQuerySchema,
          security: operator,
        },
        async ({ query }, req) => ({
          questions: await questions.queue(query.queue as 'waiting' | 'mine' | 'closed', currentUser(req).id),
        }),
      )
      .add(
        {
          method: 'get',
          path: '/support/desk/questions/:id',
          errors: [questionsErrors.noRights(), questionsErrors.notFound()],
          summary: 'Operators: a question with its messages',
          params: questionParamsSchema,
          security: operator,
        },
        async ({ params }) => ({ question: await questions.deskView(params.id) }),
      )
      .add(
        {
          method: 'post',
          path: '/support/desk/questions/:id/take',
          errors: [questionsErrors.noRights(), questionsErrors.notFound(), questionsErrors.takenByAnother()],
          summary: 'Operators: take a question (nobody else answers it then)',
          params: questionParamsSchema,
          security: operator,
        },
        async ({ params }, req) => {
          await questions.take(currentUser(req).id, params.id);
          return { question: await questions.deskView(params.id) };
        },
      )
      .add(
        {
          method: 'post',
          path: '/support/desk/questions/:id/messages',
          errors: [
            questionsErrors.noRights(),
            questionsErrors.notFound(),
            questionsErrors.closed(),
            questionsErrors.takenByAnother(),
            questionsErrors.messageTooLong(0),
            ...FILE_REFUSALS,
          ],
          summary: 'Operators: answer, with up to 3 files',
          params: questionParamsSchema,
          body: commentSchema,
          security: operator,
          upload: messageUpload,
        },
        async ({ params, body }, req) => {
          await questions.answer(currentUser(req).id, params.id, body.text, uploadedFiles(req));
          return { question: await questions.deskView(params.id) };
        },
      )
      .add(
        {
          method: 'put',
          path: '/support/desk/questions/:id/status',
          errors: [questionsErrors.noRights(), questionsErrors.notFound(), questionsErrors.takenByAnother()],
          summary: "Operators: set a question's status",
          params: questionParamsSchema,
          body: statusSchema,
          security: operator,
        },
        async ({ params, body }, req) => {
          await questions.setStatus(currentUser(req).id, params.id, body.status as never);
          return { question: await questions.deskView(params.id) };
        },
      )
  );
}
