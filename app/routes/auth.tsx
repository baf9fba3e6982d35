import { ArrowLeft, LogIn } from "lucide-react";
import { authPage, authSeo } from "~/content/account";
import { pageMeta } from "~/features/seo/meta";
import { Container, LinkButton, PageHeader } from "~/ui/layout";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, authSeo);

export default function AuthPage() {
  return (
    <>
      <PageHeader title={authPage.title} lead={authPage.lead} />
      <Container className="py-16 sm:py-24">
        <section
          aria-labelledby="auth-soon"
          className="mx-auto max-w-xl rounded-card border border-line/70 bg-surface p-6 text-center shadow-card sm:p-10"
        >
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <LogIn aria-hidden="true" className="size-6" />
          </span>
          <h2 id="auth-soon" className="mt-5 text-2xl font-bold tracking-tight">
            {authPage.heading}
          </h2>
          <p className="mt-3 text-ink-muted">{authPage.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={authPage.home.to}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              {authPage.home.label}
            </LinkButton>
            <LinkButton to={authPage.contact.to} variant="secondary">
              {authPage.contact.label}
            </LinkButton>
          </div>
        </section>
      </Container>
    </>
  );
}
