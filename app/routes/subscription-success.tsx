import { CreditCard } from "lucide-react";
import { subscriptionPage, subscriptionSeo } from "~/content/account";
import { pageMeta } from "~/features/seo/meta";
import { Container, LinkButton, PageHeader } from "~/ui/layout";
import type { Route } from "./+types/subscription-success";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, subscriptionSeo);

export default function SubscriptionPage() {
  const { none, next } = subscriptionPage;
  return (
    <>
      <PageHeader title={subscriptionPage.title} lead={subscriptionPage.lead} />
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-3xl">
          <section
            aria-labelledby="subscription-none"
            className="rounded-card border border-line/70 bg-surface p-6 text-center shadow-card sm:p-10"
          >
            <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-surface-alt text-ink-muted">
              <CreditCard aria-hidden="true" className="size-6" />
            </span>
            <h2 id="subscription-none" className="mt-5 text-2xl font-bold tracking-tight">
              {none.heading}
            </h2>
            <p className="mx-auto mt-3 max-w-lg text-ink-muted">{none.body}</p>
            <LinkButton to={none.cta.to} className="mt-8">
              {none.cta.label}
            </LinkButton>
          </section>

          <section aria-labelledby="subscription-next" className="mt-16">
            <h2 id="subscription-next" className="text-2xl font-bold tracking-tight">
              {next.heading}
            </h2>
            <ol className="mt-6 grid gap-4 sm:grid-cols-3">
              {next.steps.map((step, index) => (
                <li key={step.title} className="rounded-card border border-line/70 bg-surface-alt p-5">
                  <span
                    aria-hidden="true"
                    className="flex size-9 items-center justify-center rounded-full bg-brand font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-4 font-bold">{step.title}</h3>
                  <p className="mt-1 text-sm text-ink-muted">{step.body}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </Container>
    </>
  );
}
