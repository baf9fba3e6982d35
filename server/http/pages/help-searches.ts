import { cleanQuery } from "../../../app/features/help/search";

export const helpPath = "/help";

/**
 * What the page of a help search is kept under: its `q` as the route reads it (the first one,
 * cut to 200 characters and trimmed, app/features/help/search.ts). Nothing else in the URL
 * changes the page, so a 4 KB query, or one with other parameters, shares the page of its first
 * 200 characters instead of costing a page of its own.
 */
export function helpSearchKey(url: string): string {
  const query = url.indexOf("?");
  const q = cleanQuery(new URLSearchParams(query === -1 ? "" : url.slice(query + 1)).get("q"));
  return `${helpPath}?q=${encodeURIComponent(q)}`;
}
