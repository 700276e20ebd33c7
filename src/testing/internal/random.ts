import type { Seed } from "../seed.js";

/**
 * A 32-bit seed from any parts: FNV-1a over them, then murmur3's finaliser so that nearby seeds
 * (1, 2, 3…) land far apart. A separator keeps ("1", "23") and ("12", "3") distinct.
 */
export function deriveSeed(...parts: readonly Seed[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join("\u001f");
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const HEX = "0123456789abcdef";

/**
 * A small seeded pseudo-random generator (mulberry32): fast, 32 bits of state, and the same
 * sequence on every JavaScript engine, which is all fixtures need. Not for cryptography.
 */
export class Random {
  #state: number;

  constructor(...seed: readonly Seed[]) {
    this.#state = deriveSeed(...seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) | 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One of the items, uniformly. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError("pick needs at least one item");
    return item;
  }

  /** One of the keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    let chosen = entries[0]?.[0];
    for (const [key, weight] of entries) {
      chosen = key;
      roll -= weight;
      if (roll < 0) break;
    }
    if (chosen === undefined) throw new RangeError("weighted needs at least one key");
    return chosen;
  }

  /** `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** `length` base62 characters, as payment processors use in their ids. */
  base62(length: number): string {
    return this.chars(length, BASE62);
  }

  /** `length` lowercase hexadecimal digits. */
  hex(length: number): string {
    return this.chars(length, HEX);
  }

  /** `length` decimal digits (leading zeros allowed). */
  digits(length: number): string {
    return this.chars(length, "0123456789");
  }
}
