// Packs the package exactly as `npm publish` would, and installs the tarball in a fresh folder
// outside the repository: every check in test/package and test/runtimes runs against that copy,
// so a file missing from `files`, a wrong `exports` path or an undeclared dependency fails them.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, "../..");

/** What `npm pack` produced, and where the tarball is installed. */
export interface PackedPackage {
  /** The consumer project: `owned-products-sdk` is installed in its node_modules. */
  readonly consumerDir: string;
  readonly tarball: string;
  /** Paths inside the tarball, relative to the package root. */
  readonly files: readonly string[];
  /** Size of the .tgz in bytes. */
  readonly size: number;
  readonly unpackedSize: number;
}

// Installed beside the tarball, as an app using the SDK would: msw is the optional peer that
// the `/testing` entry needs, @opentelemetry/api the one `/opentelemetry` needs, and the
// OpenTelemetry SDK the app that traces would have, TanStack Query and React the app of
// `/tanstack-query` has (its types, the docs' React recipe, the bundle of such an app); each
// version is the one the repository tests with.
const consumerExtras = [
  "msw",
  "@opentelemetry/api",
  "@opentelemetry/sdk-trace",
  "@tanstack/query-core",
  "@tanstack/react-query",
  "react",
  "react-dom",
  "@types/react",
];

function installedVersion(name: string): string {
  const manifest = join(repoRoot, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

function npm(args: string[], cwd: string): string {
  return execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** Runs `npm pack` in the repository and installs the tarball in a new temporary project. */
export function packAndInstall(): PackedPackage {
  const root = mkdtempSync(join(tmpdir(), "owned-products-sdk-packed-"));
  const [packed] = JSON.parse(npm(["pack", "--json", "--pack-destination", root], repoRoot)) as [
    { filename: string; size: number; unpackedSize: number; files: { path: string }[] },
  ];
  const tarball = join(root, packed.filename);
  const consumerDir = join(root, "consumer");
  mkdirSync(consumerDir);
  writeFileSync(
    join(consumerDir, "package.json"),
    JSON.stringify({ name: "sdk-consumer", private: true, type: "module" }, null, 2),
  );
  // --prefer-offline: the dependencies are in npm's cache since the repository's `npm ci`.
  npm(
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      tarball,
      ...consumerExtras.map((name) => `${name}@${installedVersion(name)}`),
    ],
    consumerDir,
  );
  return {
    consumerDir,
    tarball,
    files: packed.files.map((file) => file.path).sort(),
    size: packed.size,
    unpackedSize: packed.unpackedSize,
  };
}
