import type { LeadType } from "../../app/content/leads";

/** team: the notification to LEADS_TO; the others go to the visitor. */
export type EmailKind = "team" | "ack" | "presentation" | "welcome";

/** Which e-mails a stored lead sends (issue 3, "E-mail"). */
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
