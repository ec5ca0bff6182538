import type { RequestHandler } from 'express';
import { currentUser } from '../../src/platform/http/current-user';
import { questionsErrors } from './questions.errors';
import type { QuestionsService } from './questions.service';

/** Signed in, and an operator (spec trading-core 6: sending and editing is rights-checked): NO_RIGHTS otherwise. */
export function operatorGuard(userGuard: RequestHandler, questions: QuestionsService): RequestHandler {
  return (req, res, next) =>
    userGuard(req, res, (err?: unknown) => {
      if (err) return next(err);
      questions.isOperator(currentUser(req).id).then(
        (yes) => next(yes ? undefined : questionsErrors.noRights()),
        (e: unknown) => next(e),
      );
    });
}
