import { z } from "zod";
import { adminMessages as m } from "~/content/admin";
import { day, isRealDay } from "./leads/filter";

/**
 * The inbox's forms, as the actions read them. Each form names what it asks for in a hidden
 * `intent` field; anything else in the body is ignored. Input that does not parse changes nothing
 * and is answered with these messages, never a server error.
 */

export const intentField = "intent";

export const noteMaxLength = 5000;

/**
 * A held lead's two buttons, in the held list (the lead named by `leadId`) or on its page. A
 * delete without `confirmed` deletes nothing: the page asks the admin first (`confirmDelete`).
 */
const heldIntents = [
  z.object({ intent: z.literal("release"), leadId: z.uuid({ error: m.leadMissing }) }),
  z.object({
    intent: z.literal("delete"),
    leadId: z.uuid({ error: m.leadMissing }),
    confirmed: z.literal("yes", { error: m.unknownAction }).optional(),
  }),
] as const;

export const heldActionSchema = z.discriminatedUnion(intentField, [...heldIntents]);

/** The lead page's forms: its e-mails, its state, its note, and a held lead's two buttons. */
export const leadActionSchema = z.discriminatedUnion(intentField, [
  ...heldIntents,
  z.object({ intent: z.literal("retry"), jobId: z.uuid({ error: m.jobMissing }) }),
  z.object({
    intent: z.literal("handled"),
    handled: z.enum(["true", "false"], { error: m.unknownAction }).transform((value) => value === "true"),
  }),
  z.object({
    intent: z.literal("note"),
    note: z
      .string({ error: m.unknownAction })
      .transform((value) => value.trim())
      .pipe(z.string().max(noteMaxLength, m.noteTooLong)),
    /** The note the form was opened with: saved over only if it is still the lead's note. */
    noteBefore: z.string().optional(),
  }),
]);

/** A note as compared: browsers send a textarea's and a hidden field's line breaks as CRLF. */
export const comparableNote = (note: string | null | undefined) =>
  (note ?? "").replaceAll("\0", "").replace(/\r\n?/g, "\n").trim();

const accountEmail = z
  .string({ error: m.emailInvalid })
  .trim()
  .min(3, m.emailInvalid)
  .max(254, m.emailInvalid);

/** The users page's forms: grant (per user) and revoke. */
export const userActionSchema = z.discriminatedUnion(intentField, [
  z.object({
    intent: z.literal("grant"),
    email: accountEmail,
    tier: z.string({ error: m.tierMissing }).trim().min(1, m.tierMissing).max(60, m.tierTooLong),
    until: z
      .string({ error: m.untilInvalid })
      .trim()
      .regex(day, m.untilInvalid)
      .refine(isRealDay, m.untilNoSuchDay),
  }),
  z.object({ intent: z.literal("revoke"), email: accountEmail }),
]);

/** The subscribers page's form: an address someone asked (by phone, by letter) to take off. */
export const subscriberActionSchema = z.discriminatedUnion(intentField, [
  z.object({
    intent: z.literal("unsubscribe"),
    email: z
      .string({ error: m.subscriberEmail })
      .trim()
      .min(3, m.subscriberEmail)
      .max(254, m.subscriberEmail),
  }),
]);

export const userSearchSchema = z.string().trim().max(200, m.searchTooLong);

/** What an inbox form's action answers: the outcome, and the fields it refused (by name). */
export type AdminReply = {
  intent: string;
  ok: boolean;
  message: string;
  /** The row the form was about (a user's address), so its fields show their errors. */
  target?: string;
  errors?: Record<string, string>;
  /** The values sent, kept in a refused form. */
  values?: Record<string, string>;
  /** Nothing was done: the held lead (its id) whose Delete the page asks the admin to confirm. */
  confirmDelete?: string;
  /** New for each answer: the message is announced (and takes focus) each time. */
  id: string;
};

/** An action's answer to a Delete not confirmed yet (sent before JavaScript's dialog could ask). */
export type DeleteQuestion = Required<Pick<AdminReply, "message" | "confirmDelete">> & { ok: true };

/**
 * Parses a form's body with one of the schemas above. A refusal names each field's first
 * problem; an unknown or missing intent is one whole-form message.
 */
export function parseAdminForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
):
  | { ok: true; value: z.output<S>; values: Record<string, string> }
  | { ok: false; errors: Record<string, string>; message: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data, values };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? intentField);
    errors[key] ??= issue.message;
  }
  const intentError = errors[intentField];
  const message = intentError ? m.unknownAction : m.problem;
  return { ok: false, errors: intentError ? {} : errors, message, values };
}
