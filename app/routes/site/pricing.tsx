import { BadgeCheck, Calendar, Check, CreditCard, type LucideIcon, Rocket } from "lucide-react";
import { Link } from "react-router";
import { pricing, pricingFeatures, pricingPage, pricingSeller } from "~/content/pages/pricing";
import { checkoutFailedParam, checkoutOffer } from "~/features/billing/offer";
import { PlanCheckout } from "~/features/billing/plan-checkout";
import { originFromMatches, pageMeta } from "~/features/seo/meta";
import { formCopy } from "~/content/ui";
import { CtaPanel, DetailsFaq } from "~/ui/page-blocks";
import { PageHeader, Section, SectionHeading } from "~/ui/layout";
import { Unhydrated } from "~/ui/unhydrated";
import type { Route } from "./+types/pricing";

/** Whether this server sells through Stripe (~/features/billing/offer). */
export function loader({ context, request }: Route.LoaderArgs) {
  const failed =
    new URL(request.url).searchParams.get(checkoutFailedParam.name) === checkoutFailedParam.value;
  return { offer: checkoutOffer(context), checkoutFailed: failed };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFromMatches(matches);
  const price = String(pricing.monthlyPrice);
  const offer = {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: pricing.name,
    description: pricingPage.plan.summary,
    url: origin ? `${origin}${pricingPage.seo.path}` : undefined,
    price,
    priceCurrency: pricing.currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: pricing.currency,
      billingDuration: "P1M",
      unitCode: "MON",
      unitText: "MONTH",
    },
    seller: { "@type": "Organization", name: pricingSeller.name, url: origin || undefined },
  };
  const title = loaderData?.checkoutFailed
    ? `${formCopy.errorPrefix}${pricingPage.seo.title}`
    : pricingPage.seo.title;
  return pageMeta(matches, { ...pricingPage.seo, title, jsonLd: [offer] });
};

type TermIcon = (typeof pricingPage.plan.terms)[number]["icon"];

const termIcons = {
  "badge-check": BadgeCheck,
  rocket: Rocket,
  calendar: Calendar,
  "credit-card": CreditCard,
} as const satisfies Record<TermIcon, LucideIcon>;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { header, plan, launch, faq, closing } = pricingPage;
  return (
    <>
      {/* Everything but the checkout is text and plain links: not hydrated (~/ui/unhydrated). */}
      <Unhydrated>
        <PageHeader title={header.title} lead={header.lead} />
      </Unhydrated>

      <section aria-labelledby={plan.headingId} className="flow-root bg-surface-alt pb-16 sm:pb-24">
        <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="relative -mt-8 overflow-hidden rounded-3xl border border-line/70 bg-surface shadow-card sm:-mt-10 lg:grid lg:grid-cols-[2fr_3fr]">
            <div className="border-b border-line/70 bg-brand-soft/40 p-5 sm:p-10 lg:border-r lg:border-b-0">
              <Unhydrated>
                <p className="text-sm font-semibold tracking-wide text-brand uppercase">{plan.eyebrow}</p>
                <h2 id={plan.headingId} className="mt-2 text-3xl font-bold tracking-tight">
                  {pricing.name}
                </h2>
                <p className="mt-2 text-ink-muted">{plan.summary}</p>
                <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
                  <span className="text-[2.75rem] leading-none font-bold tracking-tight text-ink sm:text-5xl">
                    {pricing.priceLabel}
                  </span>
                  <span className="text-lg font-semibold text-ink-muted">{pricing.periodLabel}</span>
                </p>
                <p className="mt-1 text-sm text-ink-muted">{plan.priceNote}</p>
                <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
                  <Check aria-hidden="true" className="size-4" />
                  {pricing.setupFeeLabel}
                </p>
              </Unhydrated>

              <PlanCheckout offer={loaderData.offer} failed={loaderData.checkoutFailed} />
              <Unhydrated>
                <p className="mt-4 text-sm text-ink-muted">
                  {plan.roi.before}{" "}
                  <Link
                    to={plan.roi.to}
                    className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
                  >
                    {plan.roi.label}
                  </Link>
                </p>

                <h3 className="mt-10 text-sm font-semibold tracking-wide text-ink uppercase">
                  {plan.termsTitle}
                </h3>
                <dl className="mt-4 space-y-4">
                  {plan.terms.map((term) => {
                    const Icon = termIcons[term.icon];
                    return (
                      <div key={term.label} className="relative pl-8">
                        <dt className="text-sm text-ink-muted">
                          <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand" />
                          {term.label}
                        </dt>
                        <dd className="font-semibold">{term.value}</dd>
                      </div>
                    );
                  })}
                </dl>
              </Unhydrated>
            </div>

            <Unhydrated className="p-5 sm:p-10">
              <h3 className="text-lg font-semibold">{plan.featuresTitle}</h3>
              <ul className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
                {pricingFeatures.map((feature) => (
                  <li key={feature.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
                    >
                      <Check className="size-4" strokeWidth={2.5} />
                    </span>
                    <span>
                      <span className="block font-semibold">{feature.title}</span>
                      <span className="mt-0.5 block text-sm text-ink-muted">{feature.text}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Unhydrated>
          </div>
        </div>
      </section>

      <Unhydrated>
        <Section labelledBy={launch.headingId}>
          <SectionHeading
            id={launch.headingId}
            eyebrow={launch.eyebrow}
            title={launch.title}
            intro={launch.intro}
          />
          <ol className="grid gap-6 md:grid-cols-3">
            {launch.steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-card border border-line/70 bg-surface p-6 shadow-card"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-pretty text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section tone="alt" labelledBy={faq.headingId}>
          <SectionHeading id={faq.headingId} eyebrow={faq.eyebrow} title={faq.title} />
          <DetailsFaq items={faq.items} />
        </Section>

        <CtaPanel closing={closing} />
      </Unhydrated>
    </>
  );
}
