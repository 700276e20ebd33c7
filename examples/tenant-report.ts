// Prints a report of the tenants in a saved tenant page, safe to paste in a ticket or a log: every
// secret of their credentials is masked by redactSecrets.
// Usage: node examples/tenant-report.ts examples/data/tenant-page.json
import { readFileSync } from "node:fs";
import { isTenantDeactivated, redactSecrets, TenantPageSchema } from "owned-products-sdk/schemas";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: tenant-report.ts <tenant-page.json>");
  process.exit(2);
}

const page = TenantPageSchema.parse(JSON.parse(readFileSync(file, "utf8")));
console.log(`${page.totalCount} tenant(s), page ${page.pageNumber} of ${page.totalPages}`);
for (const tenant of page.list ?? []) {
  const status = isTenantDeactivated(tenant) ? "deactivated" : "active";
  console.log(`\n#${tenant.id} ${tenant.name ?? "(no name)"}: ${status}`);
  console.log(JSON.stringify(redactSecrets(tenant).credentials ?? null, null, 2));
}
