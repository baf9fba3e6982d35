import { isRouteErrorResponse } from "react-router";
import { site } from "~/content/site";
import { errorPageCopy } from "~/content/ui";
import { loadingNewVersion } from "~/lib/new-version";
import { Container } from "./layout";
import { NotFound } from "./not-found";
import { Unavailable } from "./unavailable";

/** What a page says in place of itself when its loader or rendering failed. */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A 503 comes from the server while the database cannot be reached, on a document request or
  // a client navigation's data request alike.
  if (isRouteErrorResponse(error) && error.status === 503) return <Unavailable />;
  // Its code gone since a deploy, the page is loading the current version: not an error to show.
  if (loadingNewVersion()) {
    return (
      <Container className="py-24 text-center">
        <p role="status" className="text-ink-muted">
          {errorPageCopy.newVersion}
        </p>
      </Container>
    );
  }
  return (
    <Container className="py-24 text-center">
      <title>{`${errorPageCopy.title} | ${site.name}`}</title>
      <h1 className="text-4xl font-bold">{errorPageCopy.title}</h1>
      <p className="mt-4 text-ink-muted">
        {errorPageCopy.before}{" "}
        <a className="text-brand underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        {errorPageCopy.after}
      </p>
    </Container>
  );
}
