// The query keys of one client, built in one place: the prefixes of src/tanstack-query/query-keys.ts
// and the key of one call, its argument copied so that a later change to the caller's object
// cannot change a key TanStack holds.
import {
  queryKeyRoot,
  type CallKey,
  type ClientKey,
  type OperationKey,
  type QueryKind,
  type ResourceKey,
} from "../query-keys.js";

/** The key builders of one client: the prefixes, and the key of a call. */
export function keysOf(baseUrl: string) {
  const client: ClientKey = [queryKeyRoot, baseUrl];
  const resource = <R extends string>(r: R): ResourceKey<R> => [...client, r];
  const operation = <R extends string, O extends string>(r: R, o: O): OperationKey<R, O> => [
    ...client,
    r,
    o,
  ];
  const call = <R extends string, O extends string, K extends QueryKind, A>(
    r: R,
    o: O,
    kind: K,
    argument: A,
  ): CallKey<R, O, K, A> => [...client, r, o, kind, copied(argument)];
  return { client, resource, operation, call };
}

const copied = <A>(argument: A): A =>
  (typeof argument === "object" && argument !== null ? { ...argument } : argument) as A;
