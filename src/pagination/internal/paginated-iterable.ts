import { TooManyItemsError } from "../../errors/too-many-items-error.js";
import { capOption, knownKeysOnly, optionsObject } from "../../internal/option-checks/index.js";
import type { Paginated, ToArrayOptions } from "../paginated.js";
import { DEFAULT_TO_ARRAY_MAX } from "./resolve-options.js";

/**
 * Builds the {@link Paginated} whose every iteration is a fresh `run()`. An abort through
 * `signal` also stops the items of the page being yielded.
 */
export function paginated<TItem, TPage extends { readonly items: readonly TItem[] }>(
  run: () => AsyncGenerator<TPage, void, undefined>,
  signal: AbortSignal | undefined,
): Paginated<TItem, TPage> {
  async function* items(): AsyncGenerator<TItem, void, undefined> {
    for await (const page of run()) {
      for (const item of page.items) {
        if (signal?.aborted === true) throw signal.reason;
        yield item;
      }
    }
  }
  return {
    [Symbol.asyncIterator]: items,
    pages: () => ({ [Symbol.asyncIterator]: run }),
    async toArray(options?: ToArrayOptions): Promise<TItem[]> {
      const checked = optionsObject("toArray", options);
      knownKeysOnly("toArray", checked, ["max"]);
      const given = checked["max"];
      const max = given === undefined ? DEFAULT_TO_ARRAY_MAX : capOption("toArray", "max", given);
      const all: TItem[] = [];
      for await (const item of items()) {
        if (all.length >= max) throw new TooManyItemsError(max);
        all.push(item);
      }
      return all;
    },
  };
}
