import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { site } from "./content/site";
import { jsonLdText, organizationJsonLd } from "./features/seo/meta";
import { appOrigin } from "./lib/origin.server";
import { PRERENDER_FORM_TOKEN } from "./lib/form-token";
import { useInlineCss, useNonce } from "./lib/nonce";
import { Toaster } from "./ui/toast/toaster";
import { Footer } from "./ui/footer";
import { NavBar } from "./ui/nav-bar";
import { NotFound } from "./ui/not-found";
import { Container } from "./ui/layout";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: appOrigin(), formToken: context.formToken ?? PRERENDER_FORM_TOKEN };
}

// The origin never changes while the server runs, so client navigations skip the root .data request.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const css = useInlineCss();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1e3f" />
        <Meta />
        {/* The stylesheet is small, so it is inlined: the first paint needs no second request.
            The browser bundle passes an empty string, which React leaves alone when hydrating. */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
        <Links />
        <script
          type="application/ld+json"
          // Structured data is inert JSON, escaped against "</script>".
          dangerouslySetInnerHTML={{ __html: jsonLdText(organizationJsonLd(data?.origin ?? "")) }}
        />
      </head>
      <body className="min-h-screen bg-surface font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <NavBar />
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Container className="py-24 text-center">
      <title>{`Something went wrong | ${site.name}`}</title>
      <h1 className="text-4xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-ink-muted">
        Please try again in a moment. If it keeps happening, write to{" "}
        <a className="text-brand underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    </Container>
  );
}
