import type { PaginationWarning, ResourceName, Routes } from "../../index.js";
import { resourceSchemas } from "../../index.js";
import { resourceShape, walkFields } from "./contract-shape.js";
import { dateTimeForm, type OffsetForm } from "./date-time-form.js";

/** An operation of the service, named as its route is in the client's `routes` option. */
export type OperationName = keyof Routes;

/** A path with every list index written `*`: where a field sits in every item of a list. */
export type FieldPattern = readonly string[];

/** A contract violation in one response: which one, where, and the schemas' words. */
export interface Violation {
  /** The response, as `page 2`, `offset 100` or `tenant 1001`. */
  readonly response: string;
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** Why an operation could not be checked (whole or in part), in the command's words. */
export interface Failure {
  /** `status`: an HTTP error status; `credentials`: 401 or 403; the rest: no HTTP answer. */
  readonly kind: "status" | "credentials" | "network" | "timeout" | "time-limit" | "other";
  readonly text: string;
  readonly status?: number;
  readonly hint?: string;
}

/** The search's `limit` as asked for, echoed and served by its first window, and the verdict. */
export interface LimitClamp {
  readonly requested: number;
  readonly echoed: number;
  readonly served: number;
  readonly verdict: "clamped" | "clamped silently" | "not clamped" | "not seen";
}

/** Where the tenant list's page numbers start (`null`: not told), and what showed it. */
export interface PageNumbering {
  readonly firstPage: 0 | 1 | null;
  readonly evidence: string;
}

/** What a value of every nullable field was, over every object that could hold it. */
interface NullableCount {
  readonly path: FieldPattern;
  value: number;
  null: number;
  absent: number;
}

/** What the server sends where the contract leaves room (docs/contract.md 2, Notation). */
export interface Observations {
  /** Date-times the contract accepts, by offset form and by count of fraction digits. */
  readonly dateTimes: {
    seen: number;
    readonly offsets: Record<OffsetForm, number>;
    readonly fractionDigits: Map<number, number>;
  };
  readonly nullable: Map<string, NullableCount>;
  /** The search's `limit`: requested, echoed, served; and what that says. */
  limit: LimitClamp | undefined;
  /** The tenant list's first page number, and what showed it. */
  pageNumbering: PageNumbering | undefined;
  /** Where `--max-pages` stopped a list that said it had more: `page 10 of 25`. */
  maxPagesReached: string | undefined;
}

const patternOf = (path: readonly (string | number)[]): string[] =>
  path.map((key) => (typeof key === "number" ? "*" : key));

/**
 * Everything `check` learns about one operation: its responses (each checked against the
 * contract, its forms observed), unknown fields, pagination warnings and failure. Never a value
 * of a payload: paths, counts and the schemas' messages only.
 */
export class OperationRecord {
  responses = 0;
  /** The last HTTP status received, error statuses included. */
  status: number | undefined;
  /** What the operation was asked for: `tenant 1001 (the first of the tenant list)`. */
  subject: string | undefined;
  failure: Failure | undefined;
  /** Why the operation was not run at all. */
  skipped: string | undefined;
  /** The one line of a run whose first operation found no server at all. */
  unreachable: string | undefined;
  readonly violations: Violation[] = [];
  readonly anomalies = new Map<string, { code: string; message: string; count: number }>();
  readonly drift = new Map<string, { path: FieldPattern; count: number }>();
  /** The origins its responses redirected to, other than their own, with how many did. */
  readonly redirectedTo = new Map<string, number>();
  readonly observed: Observations = {
    dateTimes: { seen: 0, offsets: { Z: 0, offset: 0, none: 0 }, fractionDigits: new Map() },
    nullable: new Map(),
    limit: undefined,
    pageNumbering: undefined,
    maxPagesReached: undefined,
  };

  /**
   * Whether the service answered at all: a body was read, or an HTTP status (an error status,
   * a body that is not JSON, a refused redirect) came back; not when no connection or answer
   * came (network errors, timeouts, the run's time limit).
   */
  get reached(): boolean {
    const kind = this.failure?.kind;
    return (
      this.responses > 0 ||
      this.status !== undefined ||
      (kind !== undefined && kind !== "network" && kind !== "timeout" && kind !== "time-limit")
    );
  }

  constructor(
    readonly operation: OperationName,
    readonly route: string,
    readonly resource: ResourceName,
  ) {}

  /** A 2xx response's body: checked against the contract, and its date-times and nulls seen. */
  response(label: string, status: number, body: unknown): void {
    this.responses++;
    this.status = status;
    const result = resourceSchemas[this.resource].default.safeParse(body);
    for (const { path, message } of result.error?.issues ?? []) {
      const keys = path.filter((key): key is string | number => typeof key !== "symbol");
      this.violations.push({ response: label, path: keys, message });
    }
    const { dateTimes, nullable } = this.observed;
    const { fractionDigits } = dateTimes;
    walkFields(resourceShape(this.resource), body, (path, field, value, present) => {
      if (field.nullable) {
        const pattern = patternOf(path);
        const key = JSON.stringify(pattern);
        const count = nullable.get(key) ?? { path: pattern, value: 0, null: 0, absent: 0 };
        nullable.set(key, count);
        count[!present ? "absent" : value === null ? "null" : "value"]++;
      }
      const form = field.dateTime ? dateTimeForm(value) : undefined;
      if (form === undefined) return;
      dateTimes.seen++;
      dateTimes.offsets[form.offset]++;
      fractionDigits.set(form.fractionDigits, (fractionDigits.get(form.fractionDigits) ?? 0) + 1);
    });
  }

  /** Fields the contract does not name, as `onUnknownFields` reports them: drift. */
  unknownFields(paths: readonly (readonly (string | number)[])[]): void {
    for (const path of paths) {
      const pattern = patternOf(path);
      const key = JSON.stringify(pattern);
      const entry = this.drift.get(key) ?? { path: pattern, count: 0 };
      this.drift.set(key, entry);
      entry.count++;
    }
  }

  /** A pagination warning; a server's own warning by count only, its text is the payload's. */
  warning({ code, message }: PaginationWarning): void {
    const text =
      code === "server-warning"
        ? "an entry of the response's own warnings array (its text is not shown)"
        : message;
    const key = `${code} ${text}`;
    const entry = this.anomalies.get(key) ?? { code, message: text, count: 0 };
    this.anomalies.set(key, entry);
    entry.count++;
  }
}
