/**
 * Help-center search: a pure filter over the help articles, shared by the route loader (the
 * no-JavaScript GET form) and the search box (filtering as you type).
 */

export type SearchableArticle = { id: string; title: string; summary: string };

export type SearchableCategory<A extends SearchableArticle = SearchableArticle> = {
  id: string;
  name: string;
  articles: readonly A[];
};

export type HelpSearchGroup<C extends SearchableCategory> = {
  category: C;
  articles: C["articles"][number][];
};

export type HelpSearchResult<C extends SearchableCategory> = {
  /** The normalized words of the query; empty when the query has none (everything matches). */
  terms: string[];
  /** Number of matching articles over all categories. */
  total: number;
  /** Categories with at least one match, in their original order, each with its matches. */
  groups: HelpSearchGroup<C>[];
};

/** The longest query we look at; anything longer is cut, so a pasted essay costs nothing. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Lower case, without diacritics ("Café" → "cafe"), with punctuation turned into spaces and
 * runs of white space collapsed, so that "E-mail", "e mail" and "E–MAIL" compare alike.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The distinct words of a query, normalized. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH));
  return normalized ? [...new Set(normalized.split(" "))] : [];
}

/** The query as it should travel in a URL or a text box: trimmed and of bounded length. */
export function cleanQuery(query: string | null | undefined): string {
  return (query ?? "").slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The articles whose title, summary or category name contain every word of the query
 * (as a substring, so "brand" finds "Branding"). An empty query matches every article.
 */
export function searchHelp<C extends SearchableCategory>(
  categories: readonly C[],
  query: string,
): HelpSearchResult<C> {
  const terms = searchTerms(query);
  const groups: HelpSearchGroup<C>[] = [];
  let total = 0;
  for (const category of categories) {
    const categoryText = normalizeSearchText(category.name);
    const articles = category.articles.filter((article) => {
      if (terms.length === 0) return true;
      const haystack = `${normalizeSearchText(article.title)} ${normalizeSearchText(article.summary)} ${categoryText}`;
      return terms.every((term) => haystack.includes(term));
    });
    if (articles.length > 0) {
      groups.push({ category, articles });
      total += articles.length;
    }
  }
  return { terms, total, groups };
}

/** The ids of the matching articles, in display order: what the loader sends to the page. */
export function matchingArticleIds(categories: readonly SearchableCategory[], query: string): string[] {
  return searchHelp(categories, query).groups.flatMap((group) => group.articles.map((article) => article.id));
}

/** The same result as `searchHelp`, rebuilt from ids the server already matched. */
export function resultFromIds<C extends SearchableCategory>(
  categories: readonly C[],
  query: string,
  ids: readonly string[],
): HelpSearchResult<C> {
  const wanted = new Set(ids);
  const groups: HelpSearchGroup<C>[] = [];
  let total = 0;
  for (const category of categories) {
    const articles = category.articles.filter((article) => wanted.has(article.id));
    if (articles.length > 0) {
      groups.push({ category, articles });
      total += articles.length;
    }
  }
  return { terms: searchTerms(query), total, groups };
}
