import {
  ArrowRight,
  Bot,
  CalendarDays,
  ChevronDown,
  CirclePlay,
  CreditCard,
  Globe,
  GraduationCap,
  LifeBuoy,
  Rocket,
  Search,
  SearchX,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Form, Link, useLocation, useNavigationType, useSearchParams } from "react-router";
import {
  helpCategories,
  helpPage,
  helpQuickActions,
  popularArticleIds,
  type HelpArticle,
  type HelpCategory,
  type HelpCategoryIcon,
  type QuickActionIcon,
} from "~/content/pages/help";
import { Container, LinkButton, PageHeader, buttonStyles } from "~/ui/layout";
import { MAX_QUERY_LENGTH, cleanQuery, resultFromIds, searchHelp } from "./search";
import { Unhydrated } from "~/ui/unhydrated";
import { useSettled } from "~/lib/use-settled";

const categoryIcons: Record<HelpCategoryIcon, LucideIcon> = {
  rocket: Rocket,
  globe: Globe,
  bot: Bot,
  "credit-card": CreditCard,
};

const actionIcons: Record<QuickActionIcon, LucideIcon> = {
  calendar: CalendarDays,
  "life-buoy": LifeBuoy,
  "graduation-cap": GraduationCap,
  "circle-play": CirclePlay,
};

/** How long the URL and the screen-reader announcement wait for typing to pause. */
const SETTLE_MS = 400;

const articleAnchor = (id: string) => `article-${id}`;
const categoryAnchor = (id: string) => `category-${id}`;

/** Opens the collapsed answer of the article an anchor points at. */
function openArticleFor(hash: string) {
  if (!hash.startsWith(`#${articleAnchor("")}`)) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  const details = target?.querySelector("details");
  if (details) details.open = true;
}

type HelpCenterProps = {
  /** The query the server matched (from `?q=`), and the ids it found. */
  serverQuery: string;
  serverMatchIds: readonly string[];
};

/**
 * The help center. The search box filters as you type and keeps `?q=` in the address (replacing,
 * not adding, history entries); without JavaScript the same form is a GET form the loader answers.
 */
export function HelpCenter({ serverQuery, serverMatchIds }: HelpCenterProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const urlQuery = cleanQuery(searchParams.get("q"));

  const [query, setQuery] = useState(urlQuery);
  // Follow the address when it changes from outside the box (a link, Back or Forward); our own
  // edits arrive as REPLACE navigations and must not overwrite what is being typed.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (navigationType !== "REPLACE") setQuery(urlQuery);
  }

  const activeQuery = cleanQuery(query);
  const result = useMemo(
    () =>
      activeQuery === serverQuery
        ? resultFromIds(helpCategories, serverQuery, serverMatchIds)
        : searchHelp(helpCategories, activeQuery),
    [activeQuery, serverQuery, serverMatchIds],
  );
  const searching = result.terms.length > 0;
  const summary = helpPage.results.summary(result.total, searching ? activeQuery : "");

  // What screen readers hear, once typing pauses (not on every key).
  const announcement = useSettled(summary, SETTLE_MS);

  const inputRef = useRef<HTMLInputElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const urlTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(urlTimer.current), []);

  const writeUrl = (value: string) => {
    window.clearTimeout(urlTimer.current);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onQueryChange = (value: string) => {
    setQuery(value);
    window.clearTimeout(urlTimer.current);
    urlTimer.current = window.setTimeout(() => writeUrl(cleanQuery(value)), SETTLE_MS);
  };

  // With JavaScript the list is already filtered: pressing Enter takes you to the results.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeUrl(activeQuery);
    resultsHeadingRef.current?.focus();
  };

  const onClear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setQuery("");
    writeUrl("");
    inputRef.current?.focus();
  };

  // A suggested search replaces the query in place and takes you to its results.
  const onSuggestion = (event: MouseEvent<HTMLAnchorElement>, word: string) => {
    event.preventDefault();
    setQuery(word);
    writeUrl(word);
    resultsHeadingRef.current?.focus();
  };

  // An article reached by its anchor (a popular-article link or a shared URL) opens its answer.
  useEffect(() => {
    openArticleFor(hash);
  }, [hash]);

  const articlesById = useMemo(
    () =>
      new Map(
        helpCategories.flatMap((category) => category.articles.map((article) => [article.id, article])),
      ),
    [],
  );
  const popular = popularArticleIds.flatMap((id) => {
    const article = articlesById.get(id);
    return article ? [article] : [];
  });

  const { search } = helpPage;

  return (
    <>
      <PageHeader title={helpPage.title} lead={helpPage.lead}>
        <Form method="get" action="/help" role="search" onSubmit={onSubmit} className="mt-8 max-w-2xl">
          <label htmlFor="help-search" className="block font-semibold">
            {search.label}
          </label>
          <p id="help-search-hint" className="mt-1 text-sm text-on-dark-muted">
            {search.hint}
          </p>
          <div className="mt-3 flex gap-2">
            <div className="relative min-w-0 grow">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
              />
              <input
                ref={inputRef}
                id="help-search"
                name="q"
                type="search"
                value={query}
                onChange={(event) => onQueryChange(event.target.value)}
                aria-describedby="help-search-hint"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={MAX_QUERY_LENGTH}
                placeholder={search.placeholder}
                className="min-h-12 w-full rounded-lg border border-line bg-surface py-2 pr-3 pl-10 text-base text-ink placeholder:text-ink-muted"
              />
            </div>
            <button type="submit" className={`${buttonStyles.onDark} shrink-0`}>
              {search.submit}
            </button>
          </div>
        </Form>
      </PageHeader>

      {searching ? null : (
        <section aria-labelledby="help-topics" className="bg-surface py-14 sm:py-20">
          <Container>
            <h2 id="help-topics" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {helpPage.topics.heading}
            </h2>
            <Unhydrated>
              <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {helpCategories.map((category) => (
                  <TopicCard key={category.id} category={category} />
                ))}
              </ul>
            </Unhydrated>

            <h2 id="help-popular" className="mt-14 text-2xl font-bold tracking-tight sm:text-3xl">
              {helpPage.popular.heading}
            </h2>
            <ul
              aria-labelledby="help-popular"
              className="mt-6 grid gap-x-8 border-t border-line md:grid-cols-2"
            >
              {popular.map((article) => (
                <li key={article.id} className="border-b border-line">
                  <a
                    href={`#${articleAnchor(article.id)}`}
                    onClick={() => openArticleFor(`#${articleAnchor(article.id)}`)}
                    className="group flex min-h-11 items-start justify-between gap-4 py-4 font-semibold text-brand hover:text-brand-strong"
                  >
                    <span className="underline-offset-4 group-hover:underline">{article.title}</span>
                    <ArrowRight aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  </a>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}

      <section aria-labelledby="help-results" className="bg-surface-alt py-14 sm:py-20">
        <Container>
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2
              id="help-results"
              ref={resultsHeadingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl"
            >
              {searching ? summary : helpPage.results.allHeading}
            </h2>
            {searching ? (
              <Link
                to="/help"
                onClick={onClear}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {search.clear}
              </Link>
            ) : (
              <p className="text-ink-muted">{summary}</p>
            )}
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>

          {result.total === 0 ? (
            <NoResults onSuggestion={onSuggestion} />
          ) : (
            <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
              <nav aria-label={helpPage.results.topicsNavLabel} className="hidden lg:block">
                <ul className="sticky top-24 space-y-1 border-l border-line">
                  {result.groups.map(({ category, articles }) => (
                    <li key={category.id}>
                      <a
                        href={`#${categoryAnchor(category.id)}`}
                        className="-ml-px flex items-baseline justify-between gap-3 border-l-2 border-transparent py-2 pr-2 pl-4 font-medium text-ink hover:border-brand hover:text-brand"
                      >
                        {category.name}
                        <span className="text-sm text-ink-muted">{articles.length}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="space-y-10">
                {result.groups.map(({ category, articles }) => (
                  <section
                    key={category.id}
                    id={categoryAnchor(category.id)}
                    aria-labelledby={`${categoryAnchor(category.id)}-heading`}
                  >
                    <h3
                      id={`${categoryAnchor(category.id)}-heading`}
                      className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold"
                    >
                      {category.name}
                      <span className="text-base font-normal text-ink-muted">
                        {helpPage.results.categoryCount(articles.length)}
                      </span>
                    </h3>
                    <ul className="mt-4 divide-y divide-line overflow-hidden rounded-card border border-line/70 bg-surface shadow-card">
                      {articles.map((article) => (
                        <ArticleItem key={article.id} article={article} />
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </div>
          )}
        </Container>
      </section>

      <Unhydrated as="section" aria-labelledby="help-actions" className="bg-surface py-14 sm:py-20">
        <Container>
          <h2 id="help-actions" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {helpPage.quickActions.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{helpPage.quickActions.intro}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {helpQuickActions.map((action) => {
              const Icon = actionIcons[action.icon];
              return (
                <li
                  key={action.to}
                  className="relative rounded-card border border-line/70 bg-surface p-6 shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg"
                >
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold">
                    <Link
                      to={action.to}
                      className="after:absolute after:inset-0 after:rounded-card hover:text-brand"
                    >
                      {action.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-ink-muted">{action.body}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </Unhydrated>
    </>
  );
}

function TopicCard({ category }: { category: HelpCategory }) {
  const Icon = categoryIcons[category.icon];
  return (
    <li className="relative flex flex-col rounded-card border border-line/70 bg-surface p-6 shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold">
        <a
          href={`#${categoryAnchor(category.id)}`}
          className="after:absolute after:inset-0 after:rounded-card hover:text-brand"
        >
          {category.name}
        </a>
      </h3>
      <p className="mt-2 grow text-ink-muted">{category.description}</p>
      <p className="mt-4 text-sm font-semibold text-accent">
        {helpPage.topics.articleCount(category.articles.length)}
      </p>
    </li>
  );
}

function ArticleItem({ article }: { article: HelpArticle }) {
  return (
    <li id={articleAnchor(article.id)}>
      {/* Each item is kept as the server wrote it (not hydrated): a search only shows or hides
          whole items, and the answer opens natively. */}
      <Unhydrated>
        <details className="group">
          <summary className="flex list-none items-start justify-between gap-4 px-5 py-4 hover:bg-surface-alt sm:px-6">
            <span>
              <span className="block font-semibold text-ink">{article.title}</span>
              <span className="mt-1 block text-ink-muted">{article.summary}</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="border-t border-line/70 bg-brand-soft/40 px-5 py-4 leading-relaxed text-ink sm:px-6">
            {article.answer}
          </p>
        </details>
      </Unhydrated>
    </li>
  );
}

function NoResults({
  onSuggestion,
}: {
  onSuggestion: (event: MouseEvent<HTMLAnchorElement>, word: string) => void;
}) {
  const { noResultsTitle, noResultsBody, noResultsAction, suggestionsLabel, suggestions } = helpPage.results;
  return (
    <div className="mt-8 rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <h3 className="mt-4 text-xl font-bold">{noResultsTitle}</h3>
      <p className="mx-auto mt-2 max-w-xl text-ink-muted">{noResultsBody}</p>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-2">
        <span className="text-ink-muted">{suggestionsLabel}</span>
        <ul className="flex flex-wrap justify-center gap-2">
          {suggestions.map((word) => (
            <li key={word}>
              <Link
                to={`/help?q=${encodeURIComponent(word)}`}
                onClick={(event) => onSuggestion(event, word)}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium text-brand hover:border-brand hover:bg-brand-soft"
              >
                {word}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <LinkButton to={noResultsAction.to} className="mt-6">
        {noResultsAction.label}
      </LinkButton>
    </div>
  );
}
