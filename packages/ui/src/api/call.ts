import type { z } from 'zod';
import { pathOf, type Operation } from '@hostel/contracts';
import { apiFile, apiRequest, type ApiFile, type ApiResponse } from './api-fetch';

/** What a successful call answers: the declared schema's type, of whichever success status came. */
export type AnswerOf<O extends Operation> = {
  [Status in keyof O['ok']]: O['ok'][Status] extends { schema: infer S extends z.ZodType } ? z.output<S> : never;
}[keyof O['ok']];

/** An input part the declaration names: required when its schema has a required key, absent when it has none. */
type Part<Key extends string, S> = [S] extends [z.ZodType] ? (Partial<z.input<S>> extends z.input<S> ? { [K in Key]?: z.input<S> } : { [K in Key]: z.input<S> }) : { [K in Key]?: never };

/** A multipart body is sent as the browser's FormData; a body the declaration calls optional may be left out. */
type BodyPart<O extends Operation> = O['body'] extends { contentType: 'multipart/form-data' }
  ? { body: FormData }
  : O['body'] extends { schema: infer S extends z.ZodType; required: false }
    ? { body?: z.input<S> }
    : O['body'] extends { schema: infer S extends z.ZodType }
      ? { body: z.input<S> }
      : { body?: never };

/** A call's input, typed by its declaration: path parameters, query, body, and the caller's session. */
export type CallInput<O extends Operation> = Part<'params', O['params']> &
  Part<'query', O['query']> &
  BodyPart<O> & {
    /** The session token (or, for sign-in calls, the Firebase ID token). */
    token?: string | null;
    signal?: AbortSignal;
  };

/** `call(op)` for operations that need no input; otherwise the input is required. */
type InputArgs<O extends Operation> = Partial<CallInput<O>> extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

/** Builds a query string from the filled values only (the spec sends each filter only when filled). */
function queryString(values: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Outside production every answer is checked against its declaration, so a front end and a service that disagree
 * fail at once, in tests and in development, where a cast would hide it; production trusts the contract the API
 * tests and the fuzzer hold the services to, and spends neither bundle nor main thread on parsing.
 */
function checkAnswer(op: Operation, status: number, data: unknown): void {
  const answer = op.ok[status as keyof Operation['ok']];
  if (!answer) throw new Error(`${op.name}: answered ${status}, which its declaration does not name`);
  if (!answer.schema || (answer.contentType !== undefined && answer.contentType !== 'application/json')) return;
  const parsed = answer.schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
    throw new Error(`${op.name}: the answer does not match its declaration: ${issues}`);
  }
}

/** The path a call of `op` requests: its template filled, with the filled query values. */
export function requestPathOf(op: Operation, { params, query }: { params?: Readonly<Record<string, string | number>>; query?: Readonly<Record<string, unknown>> } = {}): string {
  return `${pathOf(op, params)}${queryString(query)}`;
}

/** The request an operation's declaration and a call's input make: its path with the filled query, and its options. */
function requestOf(op: Operation, input: CallInput<Operation> | undefined) {
  const { params, query, body, token, signal } = (input ?? {}) as CallInput<Operation> & { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  return { path: requestPathOf(op, { params, query }), options: { method: op.method.toUpperCase() as Uppercase<Operation['method']>, body, token, signal } };
}

/** Calls an API operation through its declaration: the answer's body and headers (e.g. X-Total-Count of a list). */
export async function callWithHeaders<O extends Operation>(op: O, ...[input]: InputArgs<O>): Promise<ApiResponse<AnswerOf<O>>> {
  const { path, options } = requestOf(op, input as CallInput<Operation> | undefined);
  const answer = await apiRequest<AnswerOf<O>>(path, options);
  if (process.env.NODE_ENV !== 'production') checkAnswer(op, answer.status, answer.data);
  return answer;
}

/**
 * Calls an operation that answers a file (a CSV export) and answers its bytes: the session travels in a header, so a
 * plain link to the URL would arrive without it.
 */
export async function callForFile<O extends Operation>(op: O, ...[input]: InputArgs<O>): Promise<ApiFile> {
  const { path, options } = requestOf(op, input as CallInput<Operation> | undefined);
  return apiFile(path, options);
}

/** Calls an API operation through its declaration and answers its typed body. */
export async function call<O extends Operation>(op: O, ...input: InputArgs<O>): Promise<AnswerOf<O>> {
  return (await callWithHeaders(op, ...input)).data;
}
