import {
  Blocks,
  Calculator,
  LayoutDashboard,
  type LucideIcon,
  Mic,
  ShieldCheck,
  TrendingUp,
} from "lucide-react";
import { type FeatureIcon, featureCards, featuresPage } from "~/content/pages/features";
import { pageMeta } from "~/features/seo/meta";
import { CtaPanel, IconTile } from "~/ui/page-blocks";
import { Card, CheckList, PageHeader, Section, SectionHeading } from "~/ui/layout";
import type { Route } from "./+types/features";
import { Unhydrated } from "~/ui/unhydrated";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, featuresPage.seo);

const icons = {
  mic: Mic,
  dashboard: LayoutDashboard,
  trending: TrendingUp,
  blocks: Blocks,
  shield: ShieldCheck,
} as const satisfies Record<FeatureIcon, LucideIcon>;

/** Three cards on the first row and two wider ones on the second, on large screens. */
const spans = [
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-2",
  "lg:col-span-3",
  "md:col-span-2 lg:col-span-3",
];

export default function FeaturesPage() {
  const { header, cards, closing } = featuresPage;
  return (
    // Text, images and plain links only: kept as the server wrote it, not hydrated.
    <Unhydrated>
      <PageHeader title={header.title} lead={header.lead}>
        <ul className="mt-8 flex flex-wrap gap-2">
          {featureCards.map((card) => (
            <li key={card.id}>
              <a
                href={`#${card.id}`}
                className="inline-flex min-h-9 items-center rounded-full border border-white/25 px-4 text-sm font-medium text-on-dark hover:bg-white/10"
              >
                {card.title}
              </a>
            </li>
          ))}
        </ul>
      </PageHeader>

      <Section tone="alt" labelledBy={cards.headingId}>
        <SectionHeading
          id={cards.headingId}
          eyebrow={cards.eyebrow}
          title={cards.title}
          intro={cards.intro}
        />
        {/* Each card spans four rows of the grid (subgrid), so descriptions and lists line up. */}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {featureCards.map((card, index) => (
            <li
              key={card.id}
              id={card.id}
              className={`row-span-4 grid grid-rows-subgrid gap-y-0 ${spans[index] ?? ""}`}
            >
              <Card className="row-span-4 grid grid-rows-subgrid gap-y-0">
                <IconTile icon={icons[card.icon]} />
                <h3 className="mt-5 text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 text-pretty text-ink-muted">{card.description}</p>
                <CheckList
                  items={card.points}
                  className="mt-5 border-t border-line/70 pt-5 text-sm sm:text-base"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaPanel closing={closing} secondaryIcon={Calculator} />
    </Unhydrated>
  );
}
