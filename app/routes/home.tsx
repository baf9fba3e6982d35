import { lazy } from "react";
import { faq, homeSeo } from "~/content/home";
import { Hero } from "~/features/home/hero";
import { Pilot } from "~/features/home/pilot";
import { WhatYouGet } from "~/features/home/what-you-get";
import { pageMeta } from "~/features/seo/meta";
import { Static } from "~/ui/static";
import type { Route } from "./+types/home";

/*
 * The static sections are rendered by the server, and <Static> keeps them as it wrote them while
 * the page hydrates, so a first visit never runs their code: it is loaded only when the browser
 * has to render them itself, after a client navigation to this page. There is no <Suspense>
 * around them on purpose: a navigation is a transition, so React keeps the previous page until
 * they have loaded instead of showing the page with holes; the server waits for them too.
 */
const staticSections = () => import("~/features/home/static-sections");
const HowItWorks = lazy(() => staticSections().then((module) => ({ default: module.HowItWorks })));
const Stakeholders = lazy(() => staticSections().then((module) => ({ default: module.Stakeholders })));
const Results = lazy(() => staticSections().then((module) => ({ default: module.Results })));
const Faq = lazy(() => staticSections().then((module) => ({ default: module.Faq })));
const Closing = lazy(() => staticSections().then((module) => ({ default: module.Closing })));

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faq.items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { path: "/", ...homeSeo, jsonLd: [faqJsonLd] });

export default function Home() {
  return (
    <>
      <Hero />
      {/* Text, links and native <details>: kept as the server wrote them, not hydrated. */}
      <Static>
        <HowItWorks />
      </Static>
      {/* Its cards are static; its presentation button opens a dialog, so it hydrates. */}
      <WhatYouGet />
      <Static>
        <Stakeholders />
        <Results />
        <Faq />
      </Static>
      <Pilot />
      <Static>
        <Closing />
      </Static>
    </>
  );
}
