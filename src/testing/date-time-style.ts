/**
 * How fixtures write date-times, each a form real servers send and the contract accepts
 * (docs/contract.md 2, "date-time"):
 * - `"utc"`: `2025-06-01T12:00:00.000Z`, as JavaScript's `toISOString` writes it;
 * - `"offset"`: `2025-06-01T14:00:00.000+02:00`, local time with the server's UTC offset;
 * - `"unspecified"`: `2025-06-01T12:00:00.0000000`, .NET's unspecified kind: UTC wall time,
 *   7 fractional digits and no offset.
 *
 * @group Testing
 */
export type DateTimeStyle = "utc" | "offset" | "unspecified";
