import { ChartColumn, Globe, Megaphone, Mic, ShieldCheck, Users } from "lucide-react";
import { whatYouGet } from "~/content/home";
import { PresentationButton } from "~/features/leads/forms/dialog-buttons";
import { Section, SectionHeading } from "~/ui/layout";
import { Static } from "~/ui/static";

const icons = {
  globe: Globe,
  mic: Mic,
  megaphone: Megaphone,
  users: Users,
  chart: ChartColumn,
  shield: ShieldCheck,
} as const;

export function WhatYouGet() {
  return (
    <Section id="what-you-get" tone="alt" labelledBy="what-you-get-title">
      <SectionHeading
        id="what-you-get-title"
        eyebrow={whatYouGet.eyebrow}
        title={whatYouGet.title}
        intro={whatYouGet.intro}
      />
      <Static>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whatYouGet.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className="rounded-card border border-line/70 bg-surface p-6 shadow-card">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-soft">
                  <Icon aria-hidden="true" className="size-6 text-brand-strong" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 text-ink-muted">{card.body}</p>
              </li>
            );
          })}
        </ul>
      </Static>
      <div className="mt-12 flex justify-center">
        <PresentationButton label={whatYouGet.presentationCta.label} className="w-full sm:w-auto" />
      </div>
    </Section>
  );
}
