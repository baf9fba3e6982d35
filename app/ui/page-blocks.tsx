import { ArrowRight, ChevronDown, type LucideIcon } from "lucide-react";
import { Container, LinkButton } from "./layout";

/** A decorative icon on a soft tile, as used on feature, value and program cards. */
export function IconTile({ icon: Icon, tone = "brand" }: { icon: LucideIcon; tone?: "brand" | "accent" }) {
  const colors = tone === "brand" ? "bg-brand-soft text-brand" : "bg-accent-soft text-accent";
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${colors}`}>
      <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </span>
  );
}

/**
 * Questions and answers as native disclosures: each opens on its own, with or without JavaScript,
 * and the browser's find-in-page still reaches the answers. Given a `group` name they form an
 * exclusive accordion (`<details name>`): one answer open at a time, the first open at start.
 */
export function DetailsFaq({
  items,
  group,
}: {
  items: readonly { question: string; answer: string }[];
  group?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
      {items.map((item, index) => (
        <details key={item.question} name={group} open={group !== undefined && index === 0} className="group">
          <summary className="flex min-h-14 list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface-alt sm:px-6">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-pretty text-ink-muted sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The closing call to action of a page: a calm dark panel with a heading, a line of text and actions. */
export type ClosingCopy = {
  headingId: string;
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
};

export function CtaPanel({
  closing: { headingId, title, text, primary, secondary },
  tone = "plain",
  primaryArrow = true,
  secondaryIcon: SecondaryIcon,
}: {
  closing: ClosingCopy;
  tone?: "plain" | "alt";
  /** The primary action points onward with an arrow, unless the page's copy stands alone. */
  primaryArrow?: boolean;
  secondaryIcon?: LucideIcon;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${tone === "alt" ? "bg-surface-alt" : "bg-surface"} py-16 sm:py-24`}
    >
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-surface-dark px-6 py-12 text-center text-on-dark sm:px-12 sm:py-16">
          <svg
            aria-hidden="true"
            className="absolute inset-0 -z-10 size-full opacity-[0.07]"
            preserveAspectRatio="xMidYMid slice"
            viewBox="0 0 800 400"
            fill="none"
            stroke="currentColor"
          >
            <circle cx="700" cy="40" r="120" />
            <circle cx="700" cy="40" r="200" />
            <circle cx="700" cy="40" r="280" />
            <circle cx="80" cy="380" r="90" />
            <circle cx="80" cy="380" r="160" />
          </svg>
          <h2
            id={headingId}
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-on-dark-muted">{text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <LinkButton to={primary.to} variant="onDark">
              {primary.label}
              {primaryArrow && <ArrowRight aria-hidden="true" className="size-4" />}
            </LinkButton>
            <LinkButton to={secondary.to} variant="ghostOnDark">
              {SecondaryIcon && <SecondaryIcon aria-hidden="true" className="size-4" />}
              {secondary.label}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
