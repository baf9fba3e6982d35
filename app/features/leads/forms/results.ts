/**
 * What a form shows after it was sent: the error summary, the result message and the success
 * screen. The server renders them straight away (visitors without JavaScript see them in the
 * page it answers with); the browser loads them with the form's validation, when a visitor
 * starts filling a form in, so they stay out of every page's first load.
 */
export { ErrorSummary } from "~/ui/form/error-summary";
export { FormMessage } from "~/ui/form/form-message";
export { SuccessScreen } from "./success-screen";
