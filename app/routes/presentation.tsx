import { formRefused, pageLeadAction } from "~/features/leads/forms/page-action.server";
import "~/features/leads/forms/results-now";
import { PresentationForm, presentationForm } from "~/features/leads/forms/presentation-form";
import {
  leadClientAction,
  skipRevalidationAfterLeads,
  withErrorTitle,
} from "~/features/leads/forms/route-support";
import { pageMeta } from "~/features/seo/meta";
import { Card, CheckList, PageHeader, Section } from "~/ui/layout";
import type { Route } from "./+types/presentation";

const page = {
  seo: {
    path: "/presentation",
    title: "Download the Presentation",
    description:
      "Get the ShopCity presentation by e-mail: how a Shop{City}.com domain and a voice-first AI assistant grow your local economy, what it costs, and how the pilot works.",
  },
  title: "Download the Presentation",
  lead: "A short presentation to share with your council and your team: the platform, the results cities can expect, the price and the pilot program.",
  insideHeading: "What's inside",
  inside: [
    "The platform: your premium Shop{City}.com domain and the voice-first AI assistant",
    "How it works: four steps from domain to monthly impact reports",
    "What you get: domain, assistant, marketing playbook, peer network, analytics and support",
    "The results cities can expect, and how the ROI calculator estimates yours",
    "Pricing: the Local AI Hero package, with no setup fee",
    "The pilot program for the first 50 municipalities",
  ],
  delivery: "It's a PDF. We e-mail you a link to it, so you can forward it to colleagues.",
  formHeading: "Where should we send it?",
} as const;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withErrorTitle(pageMeta(matches, page.seo), loaderData?.refused);

export const loader = ({ context }: Route.LoaderArgs) => ({ refused: formRefused(context) });
export const action = (args: Route.ActionArgs) => pageLeadAction("download_presentation", args);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  leadClientAction("download_presentation", serverAction);
export const shouldRevalidate = skipRevalidationAfterLeads;

export default function PresentationPage() {
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <Section tone="alt">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <section aria-labelledby="presentation-inside-heading">
            <h2 id="presentation-inside-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {page.insideHeading}
            </h2>
            <CheckList items={page.inside} className="mt-6 space-y-3 text-lg" />
            <p className="mt-8 text-ink-muted">{page.delivery}</p>
          </section>
          <section id={presentationForm.anchor} aria-labelledby="presentation-form-heading">
            <Card className="p-6 sm:p-8">
              <h2 id="presentation-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
                {page.formHeading}
              </h2>
              <PresentationForm labelledBy="presentation-form-heading" />
            </Card>
          </section>
        </div>
      </Section>
    </>
  );
}
