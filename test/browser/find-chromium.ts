// Where the browser tests find a Chromium, in this order, so that `npm ci && npm test` needs no
// system package: CHROME_PATH; a Chromium or Chrome installed on the system; the Chromium that
// @sparticuz/chromium ships inside its npm package (Linux x64 and arm64 only). Nothing here
// downloads a browser.
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export interface FoundChromium {
  readonly executablePath: string;
  /** Where it came from, for the line the test run prints. */
  readonly source: string;
}

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
const SYSTEM_PATHS = [
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onSystem(): string | undefined {
  const dirs = (process.env["PATH"] ?? "").split(delimiter).filter(Boolean);
  // node_modules/.bin comes first on an npm script's PATH: a package's own `chromium` bin there
  // is not a system browser.
  const system = dirs.filter((dir) => !dir.includes("node_modules"));
  const candidates = [...SYSTEM_NAMES.flatMap((name) => system.map((dir) => join(dir, name)))];
  return [...candidates, ...SYSTEM_PATHS].find(isExecutable);
}

async function fromPackage(): Promise<string | undefined> {
  if (process.platform !== "linux" || !["x64", "arm64"].includes(process.arch)) return undefined;
  try {
    const { default: chromium } = await import("@sparticuz/chromium");
    return await chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The Chromium to drive, or undefined when this machine has none the tests can use. */
export async function findChromium(): Promise<FoundChromium | undefined> {
  const given = process.env["CHROME_PATH"] ?? process.env["CHROMIUM_PATH"];
  if (given) return { executablePath: given, source: "CHROME_PATH" };
  const system = onSystem();
  if (system) return { executablePath: system, source: "the system" };
  const packaged = await fromPackage();
  if (packaged) return { executablePath: packaged, source: "@sparticuz/chromium" };
  return undefined;
}
