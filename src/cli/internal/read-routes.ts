import { checkRoutes } from "../../client/internal/routes-check.js";
import type { Routes } from "../../client/routes.js";
import { notJsonProblem, readProblem, readText } from "./read-input.js";
import { UsageError } from "./usage-error.js";

/**
 * The routes of a `--routes` file: JSON in the shape of the client's `routes` option, checked as
 * the client checks it. No file: the SDK's default routes. `base` says what the paths are
 * relative to, in the command's terms.
 */
export async function readRoutes(
  command: string,
  file: string | undefined,
  base: string,
): Promise<Routes> {
  if (file === undefined) return checkRoutes(undefined);
  let text: string;
  try {
    // Decoded as `validate` decodes its files: a leading byte-order mark is dropped.
    text = readText(file);
  } catch (error) {
    // --routes takes one file, not a folder's files as validate does.
    const problem = readProblem(error, "name the JSON file, as --routes routes.json");
    const verb = problem.startsWith("not valid JSON") ? "is " : "";
    throw new UsageError(`${command}: the routes file ${file} ${verb}${problem}`);
  }
  let override: unknown;
  try {
    override = JSON.parse(text);
  } catch {
    throw new UsageError(`${command}: the routes file ${file} is ${notJsonProblem(text)}`);
  }
  // JSON holds what the option's type keeps out of TypeScript: an array where an object goes,
  // whose keys would be read as no override at all (`[]`) or as a route named `0`.
  const where = `${command}: the routes file ${file}`;
  if (Array.isArray(override)) {
    throw new UsageError(
      `${where}: routes must be an object of route overrides, e.g. { listTenants: { path: "/v2/tenants" } }, got an array`,
    );
  }
  for (const [route, parts] of Object.entries((override ?? {}) as object)) {
    if (Array.isArray(parts)) {
      throw new UsageError(
        `${where}: routes.${route} must be an object, e.g. { path: "/v2/tenants" }, got an array`,
      );
    }
  }
  try {
    // The file holds the routes object itself: its keys are named `routes.listTenants.path`.
    return checkRoutes(override, where, "routes");
  } catch (error) {
    // The client's check says what a path is relative to in its own terms; the command has no
    // options.baseUrl. Reworded here so that the client's bundle carries no CLI wording.
    const message = (error as Error).message;
    throw new UsageError(message.replace("relative to options.baseUrl", `relative to ${base}`));
  }
}
