import { Link } from "react-router";
import { site } from "~/content/site";
import { notFoundCopy } from "~/content/ui";
import { Container } from "./layout";

export function NotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <title>{`${notFoundCopy.documentTitle} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">{notFoundCopy.srPrefix}</span>
        {notFoundCopy.title}
      </h1>
      <p className="mt-4 text-ink-muted">{notFoundCopy.body}</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand underline underline-offset-4">
        {notFoundCopy.home}
      </Link>
    </Container>
  );
}
