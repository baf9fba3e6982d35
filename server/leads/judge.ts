/**
 * Whether a lead looks automated, and why (decision 0005). A lead with reasons is stored as held:
 * no e-mail goes out until the team releases it, and the visitor gets the ordinary success, so a
 * bot learns nothing and a person judged wrongly costs the team one click, never the lead.
 */
export type Signals = {
  /** Whether the hidden field that people never see was filled in. */
  honeypot: boolean;
  /** How long the page had been open when the form was sent, when that is known. */
  openForMs: number | undefined;
};

const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1)} s`;

export const heldReasonTexts = {
  honeypot: "A hidden field that people do not see was filled in.",
  tooFast: (openForMs: number, minFillMs: number) =>
    `Sent ${seconds(openForMs)} after the page was opened; people take ${seconds(minFillMs)} or more.`,
  /** Added by admit_leads, past the rate limit: colleagues behind one address are held, not refused. */
  manyFromOneAddress: (limit: number, windowSeconds: number) =>
    `Many from one address: more than ${limit} of this form within ${Math.round(windowSeconds / 60)} minutes.`,
} as const;

/** The reasons to hold a lead, in words for the team; none for a lead that looks human. */
export function heldReasons(signals: Signals, minFillMs: number): string[] {
  const reasons: string[] = [];
  if (signals.honeypot) reasons.push(heldReasonTexts.honeypot);
  if (signals.openForMs !== undefined && signals.openForMs < minFillMs) {
    reasons.push(heldReasonTexts.tooFast(signals.openForMs, minFillMs));
  }
  return reasons;
}
