import { describe, expect, it } from "vitest";
import { helpCategories } from "~/content/pages/help";
import {
  MAX_QUERY_LENGTH,
  cleanQuery,
  matchingArticleIds,
  normalizeSearchText,
  resultFromIds,
  searchHelp,
  searchTerms,
} from "./search";

const categories = [
  {
    id: "start",
    name: "Getting Started",
    articles: [
      {
        id: "kickoff",
        title: "Prepare for your kickoff call",
        summary: "Gather your business list and brand assets.",
      },
      { id: "cafe", title: "List the Café on Main", summary: "Add a business with accents in its name." },
    ],
  },
  {
    id: "domain",
    name: "Domain & Branding",
    articles: [
      { id: "https", title: "HTTPS certificates", summary: "Renewed automatically for every city domain." },
      { id: "email", title: "E-mail addresses on your domain", summary: "Forward mail to your team." },
    ],
  },
  { id: "empty", name: "Billing", articles: [] },
];

describe("normalizeSearchText", () => {
  it("lower-cases, strips diacritics and turns punctuation into single spaces", () => {
    expect(normalizeSearchText("  Café — Crème-Brûlée!  ")).toBe("cafe creme brulee");
    expect(normalizeSearchText("Domain & Branding")).toBe("domain branding");
    expect(normalizeSearchText("ÅNGSTRÖM")).toBe("angstrom");
  });
});

describe("searchTerms", () => {
  it("splits into distinct normalized words", () => {
    expect(searchTerms("  Domain  domain, HTTPS ")).toEqual(["domain", "https"]);
  });
  it("has no terms for blank or punctuation-only queries", () => {
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("  &  ")).toEqual([]);
  });
  it("looks at no more than the maximum query length", () => {
    expect(searchTerms("a".repeat(MAX_QUERY_LENGTH + 50))[0]).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe("cleanQuery", () => {
  it("trims, bounds and accepts null", () => {
    expect(cleanQuery("  billing ")).toBe("billing");
    expect(cleanQuery(null)).toBe("");
    expect(cleanQuery("x".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe("searchHelp", () => {
  it("returns every article, grouped, for an empty query and skips empty categories", () => {
    const result = searchHelp(categories, "   ");
    expect(result.total).toBe(4);
    expect(result.terms).toEqual([]);
    expect(result.groups.map((group) => group.category.id)).toEqual(["start", "domain"]);
  });

  it("matches titles case-insensitively and by part of a word", () => {
    expect(matchingArticleIds(categories, "KICK")).toEqual(["kickoff"]);
  });

  it("matches summaries", () => {
    expect(matchingArticleIds(categories, "renewed automatically")).toEqual(["https"]);
  });

  it("matches the category name", () => {
    expect(matchingArticleIds(categories, "branding")).toEqual(["https", "email"]);
  });

  it("ignores diacritics on both sides", () => {
    expect(matchingArticleIds(categories, "cafe")).toEqual(["cafe"]);
    expect(matchingArticleIds(categories, "CAFÉ")).toEqual(["cafe"]);
    expect(matchingArticleIds(categories, "accénts")).toEqual(["cafe"]);
  });

  it("requires every word to match, in any field and any order", () => {
    expect(matchingArticleIds(categories, "domain forward")).toEqual(["email"]);
    expect(matchingArticleIds(categories, "forward domain")).toEqual(["email"]);
    expect(matchingArticleIds(categories, "domain kickoff")).toEqual([]);
  });

  it("treats punctuation in the query like the text does", () => {
    expect(matchingArticleIds(categories, "e-mail")).toEqual(["email"]);
    expect(matchingArticleIds(categories, "e mail")).toEqual(["email"]);
  });

  it("reports no groups and a zero total when nothing matches", () => {
    const result = searchHelp(categories, "zebra");
    expect(result.total).toBe(0);
    expect(result.groups).toEqual([]);
  });
});

describe("resultFromIds", () => {
  it("rebuilds the same result the search produced", () => {
    for (const query of ["", "domain", "cafe", "nothing-like-this"]) {
      const ids = matchingArticleIds(categories, query);
      expect(resultFromIds(categories, query, ids)).toEqual(searchHelp(categories, query));
    }
  });
});

describe("the help center content", () => {
  it("holds four categories of 12, 8, 15 and 6 articles", () => {
    expect(helpCategories.map((category) => category.articles.length)).toEqual([12, 8, 15, 6]);
  });

  it("uses unique article ids", () => {
    const ids = helpCategories.flatMap((category) => category.articles.map((article) => article.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("finds articles by words a city officer would type", () => {
    expect(matchingArticleIds(helpCategories, "").length).toBe(41);
    expect(matchingArticleIds(helpCategories, "ACH").length).toBeGreaterThan(0);
    expect(matchingArticleIds(helpCategories, "spanish").length).toBeGreaterThan(0);
    expect(matchingArticleIds(helpCategories, "domain").length).toBeGreaterThan(0);
  });
});
