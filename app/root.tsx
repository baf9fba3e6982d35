import type { ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { skipLink } from "./content/ui";
import { LeadForm } from "./features/leads/forms/lead-form";
import { newsletterForm } from "./features/leads/forms/newsletter-form";
import { leadTypeAt } from "./features/leads/lead-route";
import { useSignedInHint } from "./features/auth/signed-in-hint";
import { useSubscribed } from "./features/billing/use-subscribed";
import { jsonLdText, organizationJsonLd } from "./features/seo/meta";
import { siteOrigin } from "./lib/origin";
import { useInlineCss, useNonce } from "./lib/nonce";
import { useNavigationFocus } from "./lib/use-navigation-focus";
import { PrefetchOnIntent } from "./lib/prefetch-on-intent";
import { Toaster } from "./ui/toast/toaster";
import { Footer, footerNewsletterHeadingId } from "./ui/footer";
import { NavBar } from "./ui/nav-bar";
import { RouteError } from "./ui/route-error";

export function loader({ context }: Route.LoaderArgs) {
  // The server renders the "try again in a moment" page once at start this way (server/http/unavailable.ts).
  if (context.unavailable) throw data(null, { status: 503 });
  // Only a page rendered for this request carries a token; a prerendered page is the same for
  // everyone, and its forms fetch one when first used (app/features/leads/forms/lead-form.tsx).
  return { origin: siteOrigin(context), formToken: context.formToken ?? null };
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
  // The newsletter page has the form itself; a second one in its footer would answer twice.
  const onNewsletterPage = leadTypeAt(useLocation().pathname) === "newsletter";
  const signedIn = useSignedInHint();
  const announcer = useNavigationFocus();
  // The team's inbox has a frame of its own (routes/admin.tsx). Only once its loader let the admin
  // in: anyone else gets the ordinary 404 page, in the public frame like any other unknown path.
  const inInbox = useRouteLoaderData("routes/admin/layout") !== undefined;
  // A subscriber's account menu offers the dashboard; the inbox's frame has no such menu.
  const subscribed = useSubscribed(signedIn && !inInbox);
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
          {skipLink}
        </a>
        {inInbox ? (
          children
        ) : (
          <>
            <NavBar signedIn={signedIn} subscribed={subscribed} />
            <main id="main" tabIndex={-1} className="pt-16 outline-none">
              {children}
            </main>
            <Footer
              newsletterForm={
                onNewsletterPage ? null : (
                  <LeadForm
                    form={newsletterForm}
                    idPrefix="footer-newsletter"
                    labelledBy={footerNewsletterHeadingId}
                    summaryHeadingLevel={4}
                  />
                )
              }
            />
          </>
        )}
        {/* Reads out the new page's title after a client-side navigation. */}
        <p ref={announcer} aria-live="polite" aria-atomic="true" className="sr-only" />
        <Toaster />
        <PrefetchOnIntent />
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
  return <RouteError error={error} />;
}
