import { CheckCircle2, Circle, Clock, PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { stepStateLabels } from "~/content/dashboard";
import type { StepState } from "./steps";

const stateStyle: Record<StepState, string> = {
  todo: "bg-surface-alt text-ink",
  in_progress: "bg-brand-soft text-brand-strong",
  waiting: "border border-ink-muted bg-surface text-ink",
  done: "bg-accent-soft text-accent",
};

const stateIcon = { todo: Circle, in_progress: PencilLine, waiting: Clock, done: CheckCircle2 };

/** A step's state as a badge; its words are read, the icon is decoration. */
export function StepBadge({ state }: { state: StepState }) {
  const Icon = stateIcon[state];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${stateStyle[state]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {stepStateLabels[state]}
    </span>
  );
}

/** One of the three steps: its number, title and state, what to do next, then its form. */
export function StepCard({
  id,
  number,
  title,
  state,
  next,
  children,
}: {
  id: string;
  number: number;
  title: string;
  state: StepState;
  next: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand font-bold text-white"
        >
          {number}
        </span>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          <span className="sr-only">Step {number}: </span>
          {title}
        </h2>
        <StepBadge state={state} />
      </div>
      <p className="mt-3 text-ink-muted">{next}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
