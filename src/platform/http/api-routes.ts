import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { validate } from '../validation';
import { staffActionRecorder } from './admin-auth';

type Input<S> = S extends AnyObjectSchema ? InferType<S> : Record<string, never>;

/** One endpoint, declared once: the declaration validates requests and documents the API. */
export interface RouteDefinition<
  P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  B extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express syntax relative to /api, e.g. `/:game/status`. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Who may call it; the guard enforces it, the document shows it. */
  security?: { scheme: 'admin' | 'user'; guard: RequestHandler };
  /** Parses a multipart body (files) after the guard and before the body is validated. */
  upload?: RequestHandler;
  /**
   * The operation's own failures, as its module makes them (e.g. `chatsErrors.closed()`): the document names their
   * codes beside the ones every route of its kind can answer (validation, sign-in, rights).
   */
  errors?: readonly { status: number; errorCode: string }[];
  /**
   * For a staff route that changes state: reads the state the call is about to change, so the audit log keeps
   * before and after side by side.
   */
  auditBefore?: (input: RouteInput<P, Q, B>) => Promise<unknown>;
}

export interface RouteInput<P, Q, B> {
  params: Input<P>;
  query: Input<Q>;
  body: Input<B>;
}

/** A module's endpoints: an Express router plus the definitions the OpenAPI document is built from. */
export class ApiRoutes {
  readonly router = Router();
  readonly definitions: RouteDefinition[] = [];

  constructor(readonly tag: string) {}

  add<
    P extends AnyObjectSchema | undefined,
    Q extends AnyObjectSchema | undefined,
    B extends AnyObjectSchema | undefined,
  >(
    definition: RouteDefinition<P, Q, B>,
    handler: (input: RouteInput<P, Q, B>, req: Request, res: Response) => unknown,
  ): this {
    this.definitions.push(definition as RouteDefinition);
    const guards = definition.security ? [definition.security.guard] : [];
    const uploads = definition.upload ? [definition.upload] : [];
    this.router[definition.method](definition.path, ...guards, ...uploads, async (req: Request, res: Response) => {
      const input = {
        params: definition.params ? validate(definition.params, req.params, 'params') : {},
        query: definition.query ? validate(definition.query, req.query, 'query') : {},
        body: definition.body ? validate(definition.body, req.body ?? {}, 'body') : {},
      } as RouteInput<P, Q, B>;
      const record = definition.method === 'get' ? undefined : staffActionRecorder(req);
      const before = record && definition.auditBefore ? await definition.auditBefore(input) : undefined;
      const result = await handler(input, req, res);
      // Written before the answer: a staff action the log does not show is not answered as done.
      await record?.({
        action: `${definition.method.toUpperCase()} ${definition.path}`,
        params: input.params,
        input: input.body,
        before,
        after: result,
      });
      if (!res.headersSent) res.json(result);
    });
    return this;
  }
}
