// The one family of option checks (client, pagination, formatIssues): a wrong option is a
// TypeError thrown before anything is fetched, worded by fail.ts (an unknown key: objects.ts).
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
