import { parseWithZod } from "@conform-to/zod/v4";
import type { LeadType } from "~/content/leads";
import type { FieldErrors } from "./reply";
import { leadSchemas, type LeadData } from "./schemas";

export type Validation<T extends LeadType> =
  { ok: true; value: LeadData<T> } | { ok: false; errors: FieldErrors };

/**
 * Validates a lead form's fields with its schema. The browser (inline validation) and the server
 * (the check that counts) both call this, so they can never disagree.
 */
export function validateLead<T extends LeadType>(
  type: T,
  formData: FormData | URLSearchParams,
): Validation<T> {
  const submission = parseWithZod(formData, { schema: leadSchemas[type] });
  if (submission.status === "success") return { ok: true, value: submission.value as LeadData<T> };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) errors[name] = messages;
  }
  return { ok: false, errors };
}
