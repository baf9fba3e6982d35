import type { ReactNode } from "react";

const tones = {
  good: "bg-accent-soft text-accent",
  info: "bg-brand-soft text-brand-strong",
  bad: "bg-surface-alt text-danger ring-1 ring-danger/40",
  neutral: "bg-surface-alt text-ink",
} as const;

export type BadgeTone = keyof typeof tones;

/** A state in words, on a soft colour: the word carries the meaning, the colour only helps. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
