// The real-browser checks (npm run test:browser, after `npm run build`): a Chromium driven by
// Playwright, the built SDK bundled by Vite, the network mocked by msw's service worker
// (public/mockServiceWorker.js, written by `npx msw init public/ --save`). Nothing here downloads
// a browser: test/browser/find-chromium.ts says where one is found. On a machine with none (not
// Linux, no Chrome installed) the run skips with one loud line; under CI=true that fails instead.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { findChromium } from "./test/browser/find-chromium.js";

// The package's own entries resolve to dist/, through package.json `exports`, as in a user's app.
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  name: string;
  exports: Record<string, string | { import?: { default?: string } }>;
};
const alias = Object.entries(manifest.exports).flatMap(([subpath, target]) => {
  const file = typeof target === "string" ? undefined : target.import?.default;
  if (!file) return [];
  const name = `${manifest.name}${subpath.slice(1)}`.replace(/[/.-]/g, "\\$&");
  return [{ find: new RegExp(`^${name}$`), replacement: resolve(file) }];
});

const chromium = await findChromium();
const howToEnable =
  "set CHROME_PATH to a Chromium or Chrome, or install one (Linux x64/arm64 use @sparticuz/chromium)";
if (chromium === undefined) {
  if (process.env["CI"] === "true") {
    throw new Error(`test:browser: no Chromium on this machine, and CI=true: ${howToEnable}`);
  }
  console.warn(`\n*** test:browser SKIPPED: no Chromium found. To run it, ${howToEnable}. ***\n`);
} else {
  console.log(`test:browser: Chromium from ${chromium.source}: ${chromium.executablePath}`);
}

export default defineConfig({
  publicDir: "public",
  // Every page runs under a Content Security Policy without 'unsafe-eval', as a strict site
  // would set it: the SDK must work there unchanged (issue 6), and payloads.test.ts checks that
  // it never even tries to generate code.
  server: {
    headers: {
      "Content-Security-Policy": "script-src 'self' 'unsafe-inline' blob:; worker-src 'self' blob:",
    },
  },
  resolve: { alias },
  test: {
    include: chromium === undefined ? [] : ["test/browser/**/*.test.{ts,tsx}"],
    passWithNoTests: chromium === undefined,
    // The built mock command on real ports, for mock-cors.browser.test.ts.
    globalSetup: chromium === undefined ? [] : ["test/browser/mock-command-setup.ts"],
    browser: {
      enabled: chromium !== undefined,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: chromium?.executablePath ?? "",
          args: [
            "--no-sandbox",
            "--headless",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
