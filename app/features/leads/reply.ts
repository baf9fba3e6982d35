import type { LeadType, Notice } from "~/content/leads";

/** Field name → its error messages, as Conform reports them. */
export type FieldErrors = Record<string, string[] | undefined>;

/**
 * What a lead form's action answers, with JavaScript (fetcher data) and without (action data of
 * the page). `nextToken` is a fresh form token for the next submission from the same page.
 */
export type LeadReply =
  | { type: LeadType; status: "success"; notice: Notice; nextToken: string }
  | {
      type: LeadType;
      /** The answers were refused: `fields` keeps what the visitor typed, `errors` says why. */
      status: "invalid";
      notice: Notice;
      fields: Record<string, string>;
      errors: FieldErrors;
      nextToken: string;
    }
  | {
      type: LeadType;
      /** Not the visitor's answers: too many submissions, an expired form, or our failure. */
      status: "rejected" | "failed";
      notice: Notice;
      /** A step to take, not a failure (an expired form, answers kept): shown calmly. */
      neutral?: true;
      fields: Record<string, string>;
      nextToken: string;
    };
