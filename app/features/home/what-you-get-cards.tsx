import { ChartColumn, Globe, Megaphone, Mic, ShieldCheck, Users } from "lucide-react";
import { whatYouGetCards } from "~/content/pages/home-sections";

const icons = {
  globe: Globe,
  mic: Mic,
  megaphone: Megaphone,
  users: Users,
  chart: ChartColumn,
  shield: ShieldCheck,
} as const;

export function WhatYouGetCards() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {whatYouGetCards.map((card) => {
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
  );
}
