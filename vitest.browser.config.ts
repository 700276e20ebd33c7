// The real-browser checks (npm run test:browser, after `npm run build`): Debian's Chromium driven
// by Playwright, the built SDK bundled by Vite, the network mocked by msw's service worker
// (public/mockServiceWorker.js, written by `npx msw init public/ --save`). Nothing here downloads
// a browser: Playwright launches /usr/bin/chromium, which .ci/run installs with apt.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

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
    include: ["test/browser/**/*.test.ts"],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
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
