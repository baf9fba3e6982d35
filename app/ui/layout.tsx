import type { ReactNode } from "react";
import { Link } from "react-router";

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

type SectionProps = {
  id?: string;
  tone?: "plain" | "alt" | "dark";
  labelledBy?: string;
  children: ReactNode;
  className?: string;
};

const tones = {
  plain: "bg-surface text-ink",
  alt: "bg-surface-alt text-ink",
  dark: "bg-surface-dark text-on-dark",
} as const;

export function Section({ id, tone = "plain", labelledBy, children, className = "" }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  dark?: boolean;
}) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-on-dark-muted" : "text-brand"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg text-pretty ${dark ? "text-on-dark-muted" : "text-ink-muted"}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/** The page header of every inner page: one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-surface-dark py-16 text-on-dark sm:py-20">
      <Container>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-pretty text-on-dark-muted">{lead}</p> : null}
        {children}
      </Container>
    </header>
  );
}

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${buttonBase} bg-brand text-white hover:bg-brand-strong`,
  secondary: `${buttonBase} border border-line bg-surface text-ink hover:bg-surface-alt`,
  /** What cannot be undone, once confirmed (a deletion). */
  danger: `${buttonBase} bg-danger text-white hover:bg-danger/90`,
  onDark: `${buttonBase} border border-white bg-white text-brand-strong hover:bg-brand-soft`,
  ghostOnDark: `${buttonBase} border border-on-dark-muted text-on-dark hover:bg-white/10`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

export function LinkButton({
  to,
  variant = "primary",
  children,
  className = "",
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}) {
  const style = `${buttonStyles[variant]} ${className}`;
  if (/^(mailto:|tel:|https?:)/.test(to)) {
    return (
      <a href={to} className={style}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={style}>
      {children}
    </Link>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-card border border-line/70 bg-surface p-6 text-ink shadow-card ${className}`}>
      {children}
    </div>
  );
}

/** A list with check marks; the marks are decoration, the text carries the meaning. */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 fill-accent">
            <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6L17 6.6l-1.4-1.4z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A titled card of a signed-in page (/account, the team inbox): one h2 and its content. */
export function Panel({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-8 ${className}`}
    >
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One term and its value in a `<dl className="divide-y divide-line">`; stacked on phones. A
 * narrow card (a side column) gives its terms less room.
 */
export function DetailRow({
  label,
  children,
  narrow = false,
}: {
  label: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
      <dt className={`font-semibold sm:shrink-0 ${narrow ? "sm:w-36" : "sm:w-48"}`}>{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The link style of running text on light backgrounds. */
export const textLinkStyle = "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong";
