import type { ReactNode } from "react";

const tones = {
  good: "bg-accent-soft text-accent",
  info: "bg-brand-soft text-brand-strong",
  bad: "bg-surface-alt text-danger ring-1 ring-danger/40",
  neutral: "bg-surface-alt text-ink",
} as const;

export type BadgeTone = keyof typeof tones;

/**
 * A state in words, on a soft colour: the word carries the meaning, the colour only helps. A long
 * one ("Unsubscribed on Nov 29, 2026") wraps in a phone's card rather than leave it.
 */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-lg px-2.5 py-0.5 text-sm font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
