// Packs and installs the package once for every test file of vitest.package.config.ts, and
// removes the temporary folder afterwards (KEEP_PACKED=1 keeps it for debugging).
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import type { TestProject } from "vitest/node";
import { packAndInstall, type PackedPackage } from "./packed-package.js";

declare module "vitest" {
  export interface ProvidedContext {
    packed: PackedPackage;
  }
}

export default function setup(project: TestProject): () => void {
  const packed = packAndInstall();
  project.provide("packed", packed);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `npm pack: ${packed.tarball.split("/").pop()} is ${kib(packed.size)} ` +
      `(${kib(packed.unpackedSize)} unpacked, ${packed.files.length} files)`,
  );
  return () => {
    if (process.env["KEEP_PACKED"]) console.log(`packed package kept in ${packed.consumerDir}`);
    else rmSync(dirname(packed.consumerDir), { recursive: true, force: true });
  };
}
