import { Link } from "react-router";
import { site } from "~/content/site";
import { unavailableCopy } from "~/content/ui";
import { Container } from "./layout";

/** "Try again in a moment": the page of HTTP 503 while the database cannot be reached. */
export function Unavailable() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <title>{`${unavailableCopy.documentTitle} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{unavailableCopy.title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-ink-muted">{unavailableCopy.body}</p>
      <p className="mx-auto mt-4 max-w-prose text-ink-muted">{unavailableCopy.form}</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand underline underline-offset-4">
        {unavailableCopy.home}
      </Link>
    </Container>
  );
}
