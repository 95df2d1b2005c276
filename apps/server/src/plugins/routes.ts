// The one way a module declares its routes (docs/api.md, "Writing a route"): the plugin names
// its OpenAPI tags once; each route is declared by who may call it (`anyone.get`,
// `player.post` …) with its summary, inputs, answer and the error statuses it documents. The
// caller check runs first and hands the handler the signed-in account.
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '@boldcall/shared/schemas/api';
import {
  requireAdmin,
  requirePlayer,
  requireUser,
  type SessionUser,
} from '../platform/identity/identity.session.ts';

/** A module plugin's instance (what `FastifyPluginAsyncZod` hands the plugin). */
type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Who may call a route: `anyone` (visitors too), a signed-in account (`user`), a signed-in
 * player with no forced password change pending, as every write needs (`player`), or an admin.
 */
export type Caller = 'anyone' | 'user' | 'player' | 'admin';

/** The error answers each caller check gives (docs/api.md), documented on its routes. */
const CALLER_ERRORS = {
  anyone: [],
  user: [401],
  player: [401, 403],
  admin: [401, 403],
} as const satisfies Record<Caller, readonly number[]>;

const CHECKS: Record<Caller, (request: FastifyRequest) => Promise<SessionUser | null>> = {
  anyone: async () => null,
  user: requireUser,
  player: requirePlayer,
  admin: requireAdmin,
};

/** What the handler gets as its caller: the checked account, or null on a route for anyone. */
type CallerOf<C extends Caller> = C extends 'anyone' ? null : SessionUser;

/**
 * An error status a route documents besides its caller's (the list in docs/api.md); 401 for a
 * route open to anyone with a variant that needs a session (the feed's `following=true`).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

type Schema = z.ZodType | undefined;

/** The request as the schemas parsed it (`unknown` where a route takes no such input). */
export type RouteRequest<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest & {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
};

/**
 * What the handler answers: the response schema's type, or `undefined` when it has already
 * answered through `reply` (the read cache does). Unchecked without a response schema.
 */
type Answer<R extends Schema> = R extends z.ZodType ? z.output<R> | undefined : unknown;

export interface RouteSpec<
  C extends Caller,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Schema,
> {
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Request content types other than JSON (multipart uploads). */
  consumes?: readonly string[];
  /** The success answer; none when the route hands on another component's answer as it is. */
  response?: R;
  /** 201 for a route that creates something; 200 otherwise. */
  status?: 201;
  /** Error statuses besides the caller check's: 400 for bad input, 404, 409, 429 … */
  errors?: readonly ErrorStatus[];
  /** Route config such as `rateLimit`; `public` and `admin` follow from the caller. */
  config?: FastifyContextConfig;
  handler: (
    request: RouteRequest<P, Q, B>,
    me: CallerOf<C>,
    reply: FastifyReply,
  ) => Promise<Answer<R>>;
}

/**
 * A route's `config.rateLimit` counted per signed-in account, or per address for a request
 * without a session (docs/security.md, "Rate limits"). Each route has its own counters; `name`
 * labels their keys: `perAccountLimit('leagues', 60)`, `perAccountLimit('export', 5, '1 hour')`.
 */
export function perAccountLimit(
  name: string,
  max: number,
  timeWindow = '1 minute',
): RateLimitOptions {
  return {
    max,
    timeWindow,
    keyGenerator: async (request: FastifyRequest) => {
      const current = await request.session();
      return current ? `${name}:${current.user.id}` : `${name}-ip:${request.ip}`;
    },
  };
}

type Documented = Omit<RouteSpec<Caller, Schema, Schema, Schema, Schema>, 'handler'>;

/** The route's OpenAPI schema: only what the route states, errors in the one error shape. */
function documented(caller: Caller, spec: Documented, tags: string[]): FastifySchema {
  const schema: FastifySchema = { tags, summary: spec.summary };
  if (spec.description) schema.description = spec.description;
  if (spec.params) schema.params = spec.params;
  if (spec.querystring) schema.querystring = spec.querystring;
  if (spec.body) schema.body = spec.body;
  if (spec.consumes) schema.consumes = spec.consumes;
  const response: Record<number, z.ZodType> = {};
  if (spec.response) response[spec.status ?? 200] = spec.response;
  for (const status of [...CALLER_ERRORS[caller], ...(spec.errors ?? [])]) {
    response[status] = errorSchema;
  }
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

function declarer<C extends Caller>(app: ModuleApp, tags: string[], caller: C) {
  const declare =
    (method: HTTPMethods) =>
    <
      P extends Schema = undefined,
      Q extends Schema = undefined,
      B extends Schema = undefined,
      R extends Schema = undefined,
    >(
      url: string,
      { handler, ...spec }: RouteSpec<C, P, Q, B, R>,
    ) => {
      app.route({
        method,
        url,
        // The session hook (auth-session.ts) reads these before validation.
        config: {
          ...spec.config,
          ...(caller === 'anyone' && { public: true }),
          ...(caller === 'admin' && { admin: true }),
        },
        schema: documented(caller, spec, tags),
        handler: async (request, reply) => {
          const account = await CHECKS[caller](request);
          // The validator compiled from the same schemas has parsed the request; the account is
          // null exactly when C is 'anyone'.
          const answer = await handler(
            request as RouteRequest<P, Q, B>,
            account as CallerOf<C>,
            reply,
          );
          if (spec.status) reply.status(spec.status);
          return answer;
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/**
 * The route declarations of one module plugin, documented under `tags`, by caller, and the
 * database its handlers use:
 * `const { db, anyone, player } = moduleRoutes(app, 'leagues');`
 * `player.post('/leagues', { summary, body, response, errors, handler })`.
 */
export function moduleRoutes(app: ModuleApp, ...tags: string[]) {
  return {
    db: app.database.db,
    anyone: declarer(app, tags, 'anyone'),
    user: declarer(app, tags, 'user'),
    player: declarer(app, tags, 'player'),
    admin: declarer(app, tags, 'admin'),
  };
}
