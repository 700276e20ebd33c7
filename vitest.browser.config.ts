import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

// Browser tests (`npm run test:browser`): the /testing handlers through msw's service worker in
// a real Chromium. public/mockServiceWorker.js comes from `npx msw init public/ --save`.
export default defineConfig({
  publicDir: "public",
  test: {
    include: ["test/browser/**/*.browser.test.ts"],
    exclude: ["**/node_modules/**"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          // The system Chromium (apt-get install -y chromium): playwright downloads nothing.
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
