// The walk behind redactSecrets, omitSecrets and the client's error-body redaction: a copy of any
// value in which the value of every secret name (isSecretName, at any depth) is masked or its key
// left out. Iterative, so a body nested a million arrays deep (JSON.parse makes one from 2 MB)
// copies without overflowing the stack; each object is copied once, so a value that holds the same
// object twice, or itself (not JSON, but a hostile or careless caller may pass one), costs time
// linear in its distinct objects and comes back with the same sharing, never an endless loop.
import { isSecretName, type IsSecretName } from "../../internal/secret-names.js";

/** How {@link copyWithoutSecrets} treats secrets and text. */
export interface SecretCopyOptions {
  /**
   * What the value of a secret name becomes, unless it is `null` or `undefined` (which reveal only
   * that none is set, and stay); without it, every secret name's key is left out, whatever it holds.
   */
  readonly mask?: string;
  /** Rewrites every other string of the copy, and every key (the client masks `name=value` in text). */
  readonly text?: (text: string) => string;
  /** Whether a key's value is masked or left out: the secret-name rule unless told otherwise. */
  readonly isSecret?: (key: string) => boolean;
}

type Copy = unknown[] | Record<string, unknown>;

/** A value the walk keeps as it is, with no name inside it to judge. */
type JsonLeaf = string | number | boolean | bigint | symbol | null | undefined | Date;

/**
 * The type of a copy of `T` by the walk: `unknown` and leaves as they are, arrays item by item,
 * objects key by key, with each secret name's value masked (a string where it held anything but
 * null or undefined) or its key left out.
 */
export type SecretsCopy<T, Mask extends boolean> = unknown extends T
  ? T
  : T extends JsonLeaf | ((...args: never[]) => unknown)
    ? T
    : T extends readonly unknown[]
      ? { [I in keyof T]: SecretsCopy<T[I], Mask> }
      : Mask extends true
        ? { [K in keyof T]: IsSecretName<K> extends true ? Masked<T[K]> : SecretsCopy<T[K], Mask> }
        : { [K in keyof T as IsSecretName<K> extends true ? never : K]: SecretsCopy<T[K], Mask> };

/** A secret's masked value: the mask, a string, where it held anything but null or undefined. */
type Masked<V> = V extends null | undefined ? V : string;

/** Objects the walk copies: every object but a Date, which holds no name and stays as it is. */
const isWalked = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !(value instanceof Date);

/**
 * A copy of `value` with every secret masked or left out (see {@link SecretCopyOptions}): arrays
 * stay arrays, and every other object but a Date becomes a plain object of its own enumerable
 * string keys, in their order (what `JSON.stringify` writes of it). Anything else is returned as it
 * is (a string through `text`). `value` is never changed.
 */
export function copyWithoutSecrets(value: unknown, options: SecretCopyOptions): unknown {
  const { mask, text, isSecret = isSecretName } = options;
  const copies = new Map<object, Copy>();
  const pending: object[] = [];
  const copyOf = (item: unknown): unknown => {
    if (typeof item === "string") return text ? text(item) : item;
    if (!isWalked(item)) return item;
    let copy = copies.get(item);
    if (copy === undefined) {
      copy = Array.isArray(item) ? [] : {};
      copies.set(item, copy);
      pending.push(item);
    }
    return copy;
  };
  const root = copyOf(value);
  for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
    const copy = copies.get(source) as Copy;
    if (Array.isArray(copy)) {
      const items = source as readonly unknown[];
      for (let i = 0; i < items.length; i++) copy.push(copyOf(items[i]));
      continue;
    }
    const record = source as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      let result: unknown;
      if (!isSecret(key)) result = copyOf(item);
      else if (mask === undefined) continue;
      else result = item == null ? item : mask;
      const name = text ? text(key) : key;
      // A "__proto__" key stays a plain key of the copy, never its prototype.
      if (name === "__proto__") {
        Object.defineProperty(copy, name, {
          value: result,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else copy[name] = result;
    }
  }
  return root;
}
