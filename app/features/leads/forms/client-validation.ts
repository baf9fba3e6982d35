import type { LeadType, Notice } from "~/content/leads";
import type { FieldErrors } from "../reply";
import { validateLead } from "../validate";
import { validationNotice } from "../validation-notice";

/**
 * The browser's half of validation, loaded on demand (Zod and Conform stay out of the first
 * page load): the same schema as the server, through the same function.
 */
export function checkLead(
  type: LeadType,
  formData: FormData,
): { errors: FieldErrors; notice: Notice } | null {
  const result = validateLead(type, formData);
  if (result.ok) return null;
  return { errors: result.errors, notice: validationNotice(type, result.errors) };
}
