/**
 * Imported for its effect by every page whose route handles a lead form's submission: the result
 * components (error summary, result message, success screen) are part of that page's bundle,
 * so the server renders them and the browser hydrates them without waiting.
 */
import { provideResults } from "./deferred-results";
import * as results from "./results";

provideResults(results);
