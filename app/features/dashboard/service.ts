/** What the dashboard and the team's launch view see of a city's launch; the server implements it (server/launch/). */
import type { BrandInput, LogoType } from "./brand";
import type { Business } from "./business-list";
import type { Steps } from "./steps";

export type LaunchView = {
  brand: {
    displayName: string | null;
    state: string | null;
    domain: string | null;
    brandColor: string | null;
    hasLogo: boolean;
    /** Changes with each new logo: the image's address carries it, so a browser fetches the new one. */
    logoVersion: string | null;
  };
  businessCount: number;
  steps: Steps;
  review: {
    state: "none" | "requested" | "returned" | "live";
    note: string | null;
    liveAddress: string | null;
    /** YYYY-MM-DD */
    liveSince: string | null;
  };
};

export type Logo = { bytes: Uint8Array; type: LogoType };

export type BrandOutcome =
  | { ok: true }
  /** A refused logo, with why (the other fields were fine). */
  | { ok: false; logo: string }
  /** Waiting for the team's review, or live: the team must answer before the city changes it. */
  | { ok: false; locked: true };

export type ImportOutcome =
  | { ok: true; count: number; ignored: string[] }
  | { ok: false; problems: string[]; problemCount: number; ignored: string[] }
  | { ok: false; locked: true };

export type BusinessPage = { rows: (Business & { row: number })[]; total: number; matching: number };

/** A change the team makes to a launch; the audit log records it. */
export type ReviewOutcome = { ok: true; message: string } | { ok: false; message: string };

export type LaunchSummary = {
  userId: string;
  email: string;
  displayName: string | null;
  businessCount: number;
  steps: Steps;
};

export type LaunchReview = LaunchSummary & {
  view: LaunchView;
  sample: (Business & { row: number })[];
};

export interface LaunchService {
  /** The account's launch; a subscriber who has not started has an empty one. */
  view(userId: string): Promise<LaunchView>;
  /**
   * Saves the brand. `logo` unset keeps the stored one; a new one is decoded before it is kept.
   * A brand is done with every field and a logo.
   */
  saveBrand(
    userId: string,
    input: BrandInput,
    logo?: { bytes: Uint8Array; name: string },
  ): Promise<BrandOutcome>;
  logo(userId: string): Promise<Logo | null>;
  /** Checks the whole list; stores it (replacing the last) only when every row passes. */
  importList(userId: string, bytes: Uint8Array): Promise<ImportOutcome>;
  businesses(userId: string, query: { q?: string; limit: number }): Promise<BusinessPage>;
  /** Every imported business, in the file's order, as CSV. */
  businessesCsv(userId: string): Promise<string>;
  /** Steps 1 and 2 done: the team is asked, and the city gets a receipt by e-mail. */
  requestLive(userId: string, email: string): Promise<{ ok: boolean }>;

  // The team's side (/admin/launches); routes reach it only after requireAdmin.
  list(): Promise<LaunchSummary[]>;
  review(userId: string): Promise<LaunchReview | null>;
  markLive(
    actor: { id: string; email: string },
    userId: string,
    input: { address: string; date: string },
  ): Promise<ReviewOutcome>;
  sendBack(actor: { id: string; email: string }, userId: string, note: string): Promise<ReviewOutcome>;
}
