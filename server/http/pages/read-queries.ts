import { checkoutFailedParam } from "../../../app/features/billing/offer";
import { roiInputNames, roiInputsFromSearch, roiSearch } from "../../../app/features/roi/roi";
import { helpPath } from "./help-searches";

export const roiPath = "/roi-calculator";

/**
 * The URL of the ROI scenario a URL means, its query canonical: what its page is kept under, so
 * that the same scenario spelt otherwise (another order, a campaign parameter) shares it.
 */
export function roiScenarioUrl(url: string): string {
  const query = url.indexOf("?");
  return roiPath + roiSearch(roiInputsFromSearch(new URLSearchParams(query === -1 ? "" : url.slice(query))));
}

/**
 * The prerendered pages whose route reads its query, and the parameters it reads. Any other
 * parameter (a campaign's `utm_*`, `gclid`, `fbclid`, anything unknown) changes nothing on the
 * page, so a URL with only such parameters gets the prerendered bytes and their ETag.
 */
export const queryReaders: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  [roiPath, roiInputNames],
  [helpPath, ["q"]],
  // The contact form's prefill (contactPrefill in app/features/leads/forms/contact-form.tsx).
  ["/contact", ["subject", "message"]],
  ["/pricing", [checkoutFailedParam.name]],
]);

/**
 * Whether the route at `pathname` reads any parameter of `search` (without its "?"): then the
 * page depends on the query and is rendered from it.
 */
export function readsQuery(pathname: string, search: string): boolean {
  const names = queryReaders.get(pathname);
  if (!names) return false;
  for (const name of new URLSearchParams(search).keys()) if (names.includes(name)) return true;
  return false;
}
