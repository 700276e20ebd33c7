// The one family of option checks, shared by the client, pagination and formatIssues: a wrong
// option is a TypeError, thrown before anything is fetched, worded as
// `<where>: <label> must be <rule>, got <shown>` (fail.ts), or for a key that does not exist
// `<where>: unknown option \`key\` (did you mean \`x\`?); known: a, b` (objects.ts).
export { fail, invalid, kindOf, mustBe, shown } from "./fail.js";
export {
  boundedOption,
  capOption,
  delayOption,
  INT32_MAX,
  intOption,
  intRangeOption,
  timeoutOption,
} from "./numbers.js";
export { knownKeysOnly, optionsObject } from "./objects.js";
export { baseUrlOption } from "./urls.js";
export {
  booleanOption,
  choiceRule,
  dedupeOption,
  functionOption,
  oneOfOption,
  signalOption,
} from "./values.js";
