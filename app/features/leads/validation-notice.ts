import {
  genericValidationNotice,
  leadNotices,
  requiredFieldMessages,
  type LeadType,
  type Notice,
} from "~/content/leads";
import type { FieldErrors } from "./reply";

/**
 * The heading of the error summary when a form's answers are refused: the spec's own message
 * where it has one (pilot and demo when a required field is missing, newsletter), otherwise a
 * neutral "There is a problem": "fill in required fields" above a form whose only fault is an
 * address without an @ would send the visitor looking for an empty field that is not there.
 * The server's pipeline answers with the same notices.
 */
export function validationNotice(type: LeadType, errors: FieldErrors): Notice {
  if (type === "pilot" || type === "demo") {
    const missing = Object.entries(requiredFieldMessages[type]).some(([field, message]) =>
      errors[field]?.includes(message),
    );
    return missing ? leadNotices[type].validation : genericValidationNotice;
  }
  if (type === "newsletter") {
    const empty = errors.email?.includes(leadNotices.newsletter.empty.description);
    return empty ? leadNotices.newsletter.empty : leadNotices.newsletter.invalid;
  }
  return genericValidationNotice;
}
