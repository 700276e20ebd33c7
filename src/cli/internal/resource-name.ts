import { didYouMean } from "../../internal/did-you-mean.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import { UsageError } from "./usage-error.js";

/** Every resource of the contract, by name, as commands take them. */
export const RESOURCES = Object.keys(resourceSchemas) as ResourceName[];

/**
 * `name` as a resource name; anything else is a {@link UsageError} with the name meant, or the
 * list of names.
 */
export function resourceNamed(command: string, name: string): ResourceName {
  if ((RESOURCES as string[]).includes(name)) return name as ResourceName;
  const meant = didYouMean(name, RESOURCES);
  const hint = meant === undefined ? `one of ${RESOURCES.join(", ")}` : `did you mean ${meant}?`;
  throw new UsageError(`${command}: unknown resource "${name}"; ${hint}`);
}
