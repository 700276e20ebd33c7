// fast-check arbitraries for invalid (or oddly valid) payloads: a valid payload with one change
// somewhere in its tree. Used to compare the fast path with zod's own parse (issue 6).
import fc from "fast-check";
import type { ResourceName } from "../../src/schemas/index.js";
import { payloadArb } from "./arbitraries.js";

type Node = Record<string, unknown> | unknown[];

/** Values that break some field somewhere: wrong types, edge numbers, near-miss date-times. */
export const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    "",
    0,
    -0,
    1.5,
    2147483648,
    -2147483649,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    [],
    {},
    "2024-01-01",
    "2023-02-29T00:00:00Z",
    "2024-02-29T24:00:00Z",
    "2024-01-01T00:00:00.1234567890Z",
    "2024-01-01T00:00:00+0200",
    "2024-01-01 00:00:00Z",
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
);

/** Every object and array of a payload, the payload itself first. */
function nodesOf(value: unknown, found: Node[] = []): Node[] {
  if (typeof value !== "object" || value === null) return found;
  found.push(value as Node);
  for (const child of Object.values(value)) nodesOf(child, found);
  return found;
}

const mutationArb = fc.record({
  node: fc.nat(),
  kind: fc.constantFrom("set", "set", "set", "delete", "unknown", "proto"),
  key: fc.nat(),
  value: junkArb,
});

/**
 * A payload of `resource` with one mutation: a field (at any depth, array items included) set to
 * junk or deleted, an unknown field added, or an own `__proto__` key as JSON.parse makes it.
 * Some mutations leave the payload valid (a nullable field set to null); that is fine, the
 * property compares the two parse paths whatever the outcome.
 */
export function mutatedPayloadArb(resource: ResourceName): fc.Arbitrary<unknown> {
  return fc
    .tuple(payloadArb(resource), mutationArb, fc.nat(20))
    .map(([payload, mutation, replaceWhole]) => {
      // Now and then the whole payload is junk: null, an array, a string.
      if (replaceWhole === 0) return mutation.value;
      const nodes = nodesOf(payload);
      const node = nodes[mutation.node % nodes.length]!;
      const keys = Object.keys(node);
      const key = keys.length > 0 ? keys[mutation.key % keys.length]! : "0";
      if (mutation.kind === "delete") {
        if (Array.isArray(node)) node.splice(Number(key), 1);
        else delete node[key];
      } else if (mutation.kind === "unknown") {
        (node as Record<string, unknown>)["addedByANewerServer"] = mutation.value;
      } else if (mutation.kind === "proto") {
        Object.defineProperty(node, "__proto__", {
          value: mutation.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else {
        (node as Record<string, unknown>)[key] = mutation.value;
      }
      return payload;
    });
}
