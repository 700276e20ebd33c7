import { hasKind, markKind } from "../errors/internal/kind.js";
import { SdkError } from "../errors/sdk-error.js";

/**
 * One reason a fixture was rejected: where (`["products", 3, "qty"]`) and what is wrong.
 *
 * @group Testing
 */
export interface FixtureIssue {
  /** The path of the bad field, from the root of the fixture. */
  readonly path: readonly PropertyKey[];
  /** What is wrong there. It never holds the field's value. */
  readonly message: string;
}

/**
 * The error the `/testing` entry throws when it cannot build what was asked: an override that
 * makes a fixture break its schema, or any mistake in its arguments (an unknown option, a value an
 * option does not take, a fault plan or dataset that is not one), worded as the SDK's option
 * errors: `makeDataset: options.tenants must be an integer from 0 to 100000, got -1`. The message names every bad path; it never echoes a value, so a secret given as an
 * override does not end up in a test log.
 *
 * @example
 * ```ts
 * try {
 *   makeOwnedProduct({ qty: 1.5 });
 * } catch (error) {
 *   if (error instanceof FixtureError) console.log(error.issues[0]?.path); // ["qty"]
 * }
 * ```
 * @group Testing
 */
export class FixtureError extends SdkError {
  override name = "FixtureError";

  /** Every bad path found, in the order the schema reported them; empty for a bad argument. */
  readonly issues: readonly FixtureIssue[];

  constructor(message: string, issues: readonly FixtureIssue[] = [], options?: ErrorOptions) {
    super(message, options);
    markKind(this, "FixtureError");
    this.issues = issues;
  }
}

/**
 * Whether a value is a {@link FixtureError}: like `instanceof`, and also true for one from another
 * copy of the package (ESM and CommonJS side by side) or another realm.
 *
 * @example
 * ```ts
 * if (isFixtureError(error)) console.log(error.issues.map((issue) => issue.path.join(".")));
 * ```
 * @group Testing
 */
export function isFixtureError(value: unknown): value is FixtureError {
  return hasKind(value, "FixtureError");
}
