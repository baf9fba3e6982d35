import type { ShouldRevalidateFunction } from "react-router";
import { helpCategories, helpSeo } from "~/content/pages/help";
import { HelpCenter } from "~/features/help/help-center";
import { cleanQuery, matchingArticleIds } from "~/features/help/search";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, helpSeo);

/** `?q=` from the GET form (JavaScript off) or a shared link: the server answers with the matches. */
export function loader({ url }: Route.LoaderArgs) {
  const query = cleanQuery(url.searchParams.get("q"));
  return { query, matchIds: matchingArticleIds(helpCategories, query) };
}

/** Typing rewrites `?q=` in place and the page filters by itself: no need to ask the server again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HelpCenter serverQuery={loaderData.query} serverMatchIds={loaderData.matchIds} />;
}
