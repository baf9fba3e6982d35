import { mailtoHref } from "../../lib/mailto";
import { emailPattern } from "./schemas";

/**
 * The link a lead's field makes, for the team to write or call with one tap: its address (the
 * `email` field) as mailto, its phone number as tel. Anything else, or a value that is no address
 * or number ("call after 5"), is plain text.
 */
export function contactHref(key: string | undefined, value: string): string | undefined {
  if (key === "email") return emailPattern.test(value) ? mailtoHref(value) : undefined;
  if (key !== "phone") return undefined;
  const dialled = value.replace(/[^\d+]/g, "");
  return /^\+?\d{4,}$/.test(dialled) ? `tel:${dialled}` : undefined;
}
