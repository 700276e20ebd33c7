/**
 * The `status` values fixtures give owned products. The contract does not list them (docs/contract.md
 * 3); these are this kit's assumption, each with dates that agree with it at the fixture's "now":
 * `Active` is in effect, `Expired` and `Cancelled` ended before, `Pending` starts after.
 *
 * @group Testing
 */
export const OWNED_PRODUCT_STATUSES = ["Active", "Expired", "Cancelled", "Pending"] as const;
