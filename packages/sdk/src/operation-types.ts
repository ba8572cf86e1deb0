import type { Camelize } from './case.js';
import type { OperationId } from './generated/operations.js';
import type { operations } from './generated/v1.js';

type Op<Id extends OperationId> = Id extends keyof operations ? operations[Id] : never;
type Defined<T> = [T] extends [never] ? {} : [T] extends [undefined] ? {} : NonNullable<T>;
type ParamsOf<Id extends OperationId, Where extends string> =
  Op<Id> extends { parameters: infer P } ? (P extends Record<string, unknown> ? Defined<P[Where]> : {}) : {};
type JsonBody<Id extends OperationId> =
  Op<Id> extends { requestBody?: infer B }
    ? Defined<B> extends { content: infer C }
      ? C extends { 'application/json': infer J }
        ? J
        : C extends { 'multipart/form-data': infer M }
          ? M
          : {}
      : {}
    : {};

/** The wire (snake_case) input of an operation: path params, query params and body fields together. */
export type WireInput<Id extends OperationId> = ParamsOf<Id, 'path'> & ParamsOf<Id, 'query'> & JsonBody<Id>;

/** What an operation function takes: one flat camelCase object (or FormData for multipart bodies). */
export type OperationInput<Id extends OperationId> = Camelize<WireInput<Id>>;

type OkContent<Id extends OperationId> =
  Op<Id> extends { responses: { 200: { content: infer C } } } ? C : never;

/** The wire (snake_case) success payload of an operation. */
export type WireOutput<Id extends OperationId> =
  OkContent<Id> extends { 'application/json': infer J }
    ? Id extends 'auth.login'
      ? J
      : J extends { data: infer D }
        ? D
        : J
    : OkContent<Id> extends { 'text/csv': unknown }
      ? string
      : OkContent<Id> extends { 'text/event-stream': unknown }
        ? Response
        : Blob;

/** What an operation function resolves to: the unwrapped camelCase data. */
export type OperationOutput<Id extends OperationId> =
  WireOutput<Id> extends Response | Blob | string ? WireOutput<Id> : Camelize<WireOutput<Id>>;

/** Per-call options. */
export interface CallOptions {
  /** Sent as the Idempotency-Key header on money-moving operations. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/** One typed function per operation. */
export type OperationFunction<Id extends OperationId> =
  RequiredKeys<OperationInput<Id>> extends never
    ? (input?: OperationInput<Id> | FormData, options?: CallOptions) => Promise<OperationOutput<Id>>
    : (input: OperationInput<Id> | FormData, options?: CallOptions) => Promise<OperationOutput<Id>>;

type AreaOf<Id> = Id extends `${infer Area}.${string}` ? Area : never;

/** The operations grouped by area: `client.users.list(...)`. */
export type AreaFunctions = {
  [Area in AreaOf<OperationId>]: {
    [Id in OperationId as Id extends `${Area}.${infer Verb}` ? Verb : never]: OperationFunction<Id>;
  };
};
