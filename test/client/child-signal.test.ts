import { getEventListeners } from "node:events";
import { describe, expect, test } from "vitest";
import { follow, withChildSignal } from "../../src/client/internal/signal.js";

describe("withChildSignal", () => {
  test("the child aborts with the parent's reason", async () => {
    const parent = new AbortController();
    const reason = new Error("stop");
    const seen = withChildSignal(parent.signal, async (child) => {
      parent.abort(reason);
      return child;
    });
    const child = await seen;
    expect(child.aborted).toBe(true);
    expect(child.reason).toBe(reason);
  });

  test("leaves no listener on the parent once the work ends, however it ends", async () => {
    const parent = new AbortController();
    for (let i = 0; i < 50; i++) {
      await withChildSignal(parent.signal, async () => i);
      await withChildSignal(parent.signal, async () => Promise.reject(new Error("x"))).catch(
        () => undefined,
      );
    }
    expect(getEventListeners(parent.signal, "abort")).toHaveLength(0);
  });

  test("holds one listener per piece of work in flight", async () => {
    const parent = new AbortController();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = Array.from({ length: 3 }, () => withChildSignal(parent.signal, () => gate));
    expect(getEventListeners(parent.signal, "abort")).toHaveLength(3);
    release();
    await Promise.all(running);
    expect(getEventListeners(parent.signal, "abort")).toHaveLength(0);
  });

  test("an aborted parent rejects with its reason before the work starts", async () => {
    const parent = new AbortController();
    parent.abort(new Error("already"));
    let started = false;
    const run = withChildSignal(parent.signal, async () => (started = true));
    await expect(run).rejects.toThrow("already");
    expect(started).toBe(false);
  });
});

describe("follow", () => {
  test("aborts at once after a parent that already has, and unhooks nothing", () => {
    const parent = new AbortController();
    parent.abort(new Error("before"));
    const child = new AbortController();
    follow(parent.signal, child)();
    expect(child.signal.reason).toEqual(new Error("before"));
  });

  test("unhooked, the child no longer follows", () => {
    const parent = new AbortController();
    const child = new AbortController();
    follow(parent.signal, child)();
    parent.abort();
    expect(child.signal.aborted).toBe(false);
    expect(getEventListeners(parent.signal, "abort")).toHaveLength(0);
  });
});
