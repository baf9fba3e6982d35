import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For routes whose forms change nothing their loaders show (a lead, a sign-in that moves on by its
 * own redirect): a form's answer does not reload the page's data; navigations still load as usual.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "defaultShouldRevalidate">): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
