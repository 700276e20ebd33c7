// Validates a JSON file against one resource of the contract and prints what is wrong, field by
// field. Usage: node examples/validate-file.ts <file.json> [resource] [--strict]
//   node examples/validate-file.ts examples/data/purchase-history.json PurchaseHistory
import { readFileSync } from "node:fs";
import { resourceSchemas, type ResourceName } from "owned-products-sdk/schemas";

const [file, resource = "PurchaseHistory", ...flags] = process.argv.slice(2);
if (!file || !(resource in resourceSchemas)) {
  console.error(`usage: validate-file.ts <file.json> [${Object.keys(resourceSchemas).join("|")}]`);
  process.exit(2);
}

const name = resource as ResourceName;
const variant = flags.includes("--strict") ? "strict" : "default";
const result = resourceSchemas[name][variant].safeParse(JSON.parse(readFileSync(file, "utf8")));

if (result.success) {
  console.log(`${file}: a valid ${name} (${variant})`);
} else {
  console.log(`${file}: not a valid ${name} (${variant}), ${result.error.issues.length} issue(s):`);
  // Issues name the path of each bad field; they never hold its value, so secrets cannot leak.
  for (const issue of result.error.issues) {
    console.log(`  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  process.exitCode = 1;
}
