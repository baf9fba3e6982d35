import type { LeadType } from "../../app/content/leads";

/** team: the notification to LEADS_TO; the others go to the visitor. */
export type EmailKind = "team" | "ack" | "presentation" | "welcome";

/** Mails about an account rather than a lead; their link travels in the job's payload. */
export type AccountEmailKind =
  | "verify_email"
  | "reset_password"
  | "password_changed"
  | "two_factor_enabled"
  | "two_factor_disabled"
  | LaunchEmailKind
  /** A colleague's invitation to a city's account (server/team/). */
  | "team_invitation";

/** A city's launch (server/launch/): its go-live request received, put live, or sent back. */
export type LaunchEmailKind = "launch_requested" | "launch_live" | "launch_returned";

export const accountEmailKinds: readonly AccountEmailKind[] = [
  "verify_email",
  "reset_password",
  "password_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  "launch_requested",
  "launch_live",
  "launch_returned",
  "team_invitation",
];

export function isAccountEmailKind(kind: string): kind is AccountEmailKind {
  return (accountEmailKinds as readonly string[]).includes(kind);
}

/** Which e-mails a stored lead sends: the team's notification, and the visitor's one mail. */
export function emailKindsFor(type: LeadType): EmailKind[] {
  switch (type) {
    case "download_presentation":
      return ["team", "presentation"];
    case "newsletter":
      return ["team", "welcome"];
    default:
      return ["team", "ack"];
  }
}
