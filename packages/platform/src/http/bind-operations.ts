import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { expressPath, OPERATIONS, specificityOf, staleReadsOf, type Access, type Answer, type Operation, type ReadChange } from '@hostel/contracts';
import { auditorOf, type Auditor } from '../audit/audit';
import { authenticate } from '../auth/middleware';
import { parseInput } from './validate';

type Schema<T> = T extends z.ZodType ? z.infer<T> : undefined;
type BodyOf<O extends Operation> = O['body'] extends { schema: infer S } ? (O['body'] extends { required: false } ? Schema<S> | undefined : Schema<S>) : undefined;

/** What a handler of `O` receives, parsed with the declared schemas. */
export interface Input<O extends Operation> {
  params: Schema<O['params']>;
  query: Schema<O['query']>;
  body: BodyOf<O>;
}

/** An answer's body as the handler gives it (what the declared schema accepts). */
type AnswerBody<A> = A extends { schema: infer S extends z.ZodType } ? z.input<S> : unknown;
type OkStatus<O extends Operation> = keyof O['ok'] & number;

/** An answer with an explicit status (one the declaration lists) and headers. */
export class Reply<S extends number = number, B = unknown> {
  constructor(
    readonly status: S,
    readonly body: B,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export const reply = <S extends number, B>(status: S, body: B, headers?: Record<string, string>) => new Reply(status, body, headers);

class Sent {
  // A private member makes the type nominal: no answer body passes for it.
  private readonly sent = true;
}
/** Returned by a handler that wrote the answer itself (cached bytes with their ETag, an image). */
export const SENT = new Sent();

export type Answered<O extends Operation> =
  | (200 extends OkStatus<O> ? AnswerBody<O['ok'][200]> : never)
  | { [S in OkStatus<O>]: Reply<S, AnswerBody<O['ok'][S]>> }[OkStatus<O>]
  | Sent;

/** Resolves who calls, per access class, before the input is read (so a 401/403 comes first, as it always did). */
export type Callers<R extends CallerTypes> = { [A in keyof R]: (req: Request) => R[A] };
/** What each access class's caller resolves to (`{ admin: Caller }`); classes without one get `undefined`. */
export type CallerTypes = Partial<Record<Access, unknown>>;
type CallerOf<R extends CallerTypes, A extends Access> = A extends keyof R ? Awaited<R[A]> : undefined;

export interface Context<C extends CallerTypes, O extends Operation> {
  req: Request;
  res: Response;
  caller: CallerOf<C, O['access']>;
  /**
   * The `audit.recorded` event of this call's change (DESIGN §9), with the operation's name as its action and the
   * signed-in caller as its actor; the handler stores it with the change (withOutbox, outboxed, auditedDelete).
   */
  audit: Auditor;
  /**
   * Adds to what this write changed (a like's likers, so kept copies of the meal take the count in place); the
   * binder tells the caches after the handler succeeds, with the stale reads the declaration names.
   */
  addToChange: (extra: ChangeExtra) => void;
}

/** What a handler may add to its write's declared change. */
export type ChangeExtra = Omit<ReadChange, 'stale'>;

export type Handler<C extends CallerTypes, O extends Operation> = (input: Input<O>, context: Context<C, O>) => Promise<Answered<O>> | Answered<O>;

export interface BindOptions {
  /** Middleware run before the handler (multer for a multipart upload). */
  use?: RequestHandler[];
  /**
   * The body as bytes, not parsed (a signature is checked over exactly what was sent): the handler reads `req.body`,
   * a Buffer; the route is served by `rawRouter()`, mounted before the JSON parser.
   */
  rawBody?: boolean;
  /**
   * false: the write stores no event of its own, so it does not wake the outbox. A burst of such writes (a cutoff
   * rush of switches) then leaves the relay free for the events that do wait.
   */
  storesEvents?: boolean;
}

export interface BinderOptions<C extends CallerTypes> {
  /**
   * Verifies the session token with this secret: on public operations a bad token counts as none (DESIGN §6),
   * elsewhere it answers 401. Identity and Stripe calls carry other credentials and are left to their caller.
   */
  sessionSecret?: string;
  callers?: Callers<C>;
  /** Runs after every successful write (the outbox relay's `kick`), so stored events leave at once. */
  afterWrite?: () => void;
  /** Check answers against the declared schemas (default: outside production); a mismatch is a 500. */
  checkAnswers?: boolean;
  /**
   * Tells the service's caches what a successful write made stale: its declaration's `changes` with the request's
   * path parameters (`staleReadsOf`), and what its handler added. Awaited before the answer, so the writer's next
   * read is fresh. A service binding a write that declares changes must give it.
   */
  onChange?: (change: ReadChange) => Promise<void>;
}

export interface Binder<C extends CallerTypes> {
  on<O extends Operation>(op: O, handler: NoInfer<Handler<C, O>>, options?: BindOptions): void;
  /** The bound operations' routes, most specific path first (`/users/by-email` before `/users/{email}`). */
  router(): Router;
  /** The routes that read the raw body; mount before the JSON parser (createApp's `rawRoutes`). */
  rawRouter(): Router;
  /** The names of the operations bound here, in binding order. */
  readonly bound: readonly string[];
}

/** The reads kept at the gateway's edge alone (`sameForEveryCaller`): it drops them as a write's answer passes. */
const EDGE_ONLY_READS = new Set(OPERATIONS.filter((op) => op.sameForEveryCaller).map((op) => op.name));

/** Whether a write changes reads that services keep too (the public ones), which its binder must tell (`onChange`). */
const changesServicesReads = (op: Operation): boolean => Object.keys(op.changes ?? {}).some((read) => !EDGE_ONLY_READS.has(read));

/** The parsed path parameters as text, as the declarations' `changes` compare them. */
const pathParamsOf = (params: unknown): Record<string, string> => Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]));

const isJsonBody = (op: Operation) => op.body !== undefined && (op.body.contentType === undefined || op.body.contentType === 'application/json');

function checkAnswer(op: Operation, status: number, body: unknown): void {
  const answer = (op.ok as Record<number, Answer | undefined>)[status];
  if (!answer) throw new Error(`${op.name} answered ${status}, which its declaration does not list`);
  const checked = answer.schema?.safeParse(body);
  if (checked && !checked.success) throw new Error(`${op.name} answered ${status} outside its declared schema: ${checked.error.message}`);
}

/**
 * Binds handlers to operation declarations (DESIGN §10): each is mounted at its declared method and path, its
 * session checked by its access class, its params, query and body parsed with the declared schemas (a 400 naming
 * the field), and its answer typed by the declared ones. Routes never restate a path, never forget to wake the
 * outbox after a write, and never forget to tell the caches what a write's declaration says it changed.
 */
export function binder<C extends CallerTypes = Record<never, never>>(options: BinderOptions<C> = {}): Binder<C> {
  const check = options.checkAnswers ?? process.env.NODE_ENV !== 'production';
  const entries: { op: Operation; stack: RequestHandler[]; raw: boolean }[] = [];

  const sessionOf = (op: Operation): RequestHandler[] => {
    if (!options.sessionSecret || op.access === 'identity' || op.access === 'stripe') return [];
    const isPublic = op.access === 'public';
    return [authenticate(options.sessionSecret, { isPublic: () => isPublic })];
  };

  const routerOf = (raw: boolean): Router => {
    const router = Router();
    const ordered = entries.filter((entry) => entry.raw === raw).sort((a, b) => specificityOf(b.op.path).localeCompare(specificityOf(a.op.path)));
    for (const { op, stack } of ordered) router[op.method](expressPath(op), ...stack);
    return router;
  };

  return {
    on(op, handler, bindOptions = {}) {
      if (entries.some((entry) => entry.op.name === op.name)) throw new Error(`${op.name} is bound twice`);
      if (changesServicesReads(op) && !options.onChange) throw new Error(`${op.name} declares the cached reads it changes, and this binder has no onChange to tell the caches`);
      const resolveCaller = (options.callers as Partial<Record<Access, (req: Request) => unknown>> | undefined)?.[op.access];
      const isWrite = op.method !== 'get';
      const run: RequestHandler = async (req, res) => {
        const caller = (resolveCaller ? await resolveCaller(req) : undefined) as CallerOf<C, typeof op.access>;
        const input = {
          params: op.params ? parseInput(op.params, req.params) : undefined,
          query: op.query ? parseInput(op.query, req.query) : undefined,
          body: !bindOptions.rawBody && isJsonBody(op) ? (op.body!.required === false && req.body === undefined ? undefined : parseInput(op.body!.schema, req.body)) : undefined,
        } as Input<typeof op>;
        const audit: Auditor = (change) => {
          if (!req.auth) throw new Error(`${op.name}: an audited change needs a signed-in caller`);
          return auditorOf({ service: op.service, action: op.name, actor: { id: req.auth.sub, email: req.auth.email }, requestId: req.id === undefined ? undefined : String(req.id) })(change);
        };
        let extra: ChangeExtra = {};
        const addToChange = (more: ChangeExtra) => {
          extra = { ...extra, ...more };
        };
        const answer = await handler(input, { req, res, caller, audit, addToChange });
        if (isWrite && bindOptions.storesEvents !== false) options.afterWrite?.();
        if (op.changes && options.onChange) await options.onChange({ stale: staleReadsOf(op, pathParamsOf(input.params)), ...extra });
        if (answer === SENT) return;
        const { status, body, headers } = answer instanceof Reply ? answer : new Reply(200, answer);
        if (check) checkAnswer(op, status, body);
        res.set(headers).status(status).json(body);
      };
      const rawParser = bindOptions.rawBody ? [express.raw({ type: '*/*', limit: '1mb' })] : [];
      entries.push({ op, raw: bindOptions.rawBody ?? false, stack: [...rawParser, ...sessionOf(op), ...(bindOptions.use ?? []), run] });
    },
    router: () => routerOf(false),
    rawRouter: () => routerOf(true),
    get bound() {
      return entries.map((entry) => entry.op.name);
    },
  };
}
