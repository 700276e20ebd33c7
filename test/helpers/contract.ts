// The field table of CONTRACT.md section 2, read from the copy in docs/contract.md, so the tests
// follow the contract itself rather than a hand-made list that could drift from it.
import { readFileSync } from "node:fs";

export type FieldKind = "int32" | "double" | "string" | "boolean" | "dateTime" | "array" | "object";

export interface ContractField {
  readonly name: string;
  readonly kind: FieldKind;
  /** `nullable` is "yes"; `lenient` is Tenant.credentials, which has no marker (API.md). */
  readonly nullability: "nullable" | "required" | "lenient";
}

const SECTIONS: Record<string, string> = {
  "2.1": "OwnedProduct",
  "2.2": "Payment",
  "2.3": "PurchaseHistory",
  "2.4": "OwnedProductSearchResult",
  "2.5": "TenantPage",
  "2.6": "Tenant",
  "2.7": "Credentials",
};

function kindOf(type: string): FieldKind {
  if (type.startsWith("array of")) return "array";
  if (type.startsWith("object")) return "object";
  if (type.includes("int32")) return "int32";
  if (type.includes("double")) return "double";
  if (type === "date-time") return "dateTime";
  if (type === "string" || type === "boolean") return type;
  throw new Error(`unknown contract type: ${type}`);
}

function readContract(): Record<string, ContractField[]> {
  const text = readFileSync(new URL("../../docs/contract.md", import.meta.url), "utf8");
  const tables: Record<string, ContractField[]> = {};
  let resource: string | undefined;
  for (const line of text.split("\n")) {
    const heading = /^### (2\.\d)\b/.exec(line);
    if (heading) resource = SECTIONS[heading[1]!];
    const row = /^\| (\w+) \| ([^|]+?) \| ([^|]+?) \|$/.exec(line);
    if (!resource || !row || row[1] === "Field") continue;
    const [, name, type, marker] = row as unknown as [string, string, string, string];
    const nullability = marker === "yes" ? "nullable" : marker === "no" ? "required" : "lenient";
    (tables[resource] ??= []).push({ name, kind: kindOf(type), nullability });
  }
  return tables;
}

export const contract = readContract();
