import { parseWithZod } from "@conform-to/zod/v4";
import type { LeadType } from "~/content/leads";
import { leadSchemas } from "../schemas";

/**
 * A lead form's answers checked in the browser with the server's own schema, parsed as the
 * server parses them (validateLead in schemas.ts). Zod comes with it, so forms load this module when a visitor
 * first focuses one rather than with the page (lead-form.tsx says why).
 */
export const checkLead = (type: LeadType, formData: FormData) =>
  parseWithZod(formData, { schema: leadSchemas[type] });

export type LeadCheck = typeof checkLead;
