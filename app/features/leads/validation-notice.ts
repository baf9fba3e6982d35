import { genericValidationNotice, leadNotices, type LeadType, type Notice } from "~/content/leads";
import type { FieldErrors } from "./reply";

/**
 * The heading of the error summary when a form's answers are refused: the spec's own message
 * where it has one (pilot, demo, newsletter), otherwise a neutral "There is a problem".
 * The server's pipeline answers with the same notices.
 */
export function validationNotice(type: LeadType, errors: FieldErrors): Notice {
  if (type === "pilot" || type === "demo") return leadNotices[type].validation;
  if (type === "newsletter") {
    const empty = errors.email?.includes(leadNotices.newsletter.empty.description);
    return empty ? leadNotices.newsletter.empty : leadNotices.newsletter.invalid;
  }
  return genericValidationNotice;
}
