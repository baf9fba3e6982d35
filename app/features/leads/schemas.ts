import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { demoTimeSlots } from "~/content/book-demo";
import {
  cityOfInterestOptions,
  companySizeOptions,
  contactSubjectOptions,
  expectedRevenueOptions,
  leadNotices,
  partnerTextMinimums,
  populationSizeOptions,
  requiredFieldMessages,
  type LeadType,
} from "~/content/leads";
import { partnershipTypes } from "~/content/pages/partners";
import type { FieldErrors } from "./service";

/**
 * One Zod schema per lead form, shared by the browser (inline validation through Conform) and
 * the server (the only validation that counts). Conform turns empty fields into `undefined`, so
 * a required field's "missing" message is the schema's type error.
 */

/**
 * The spec's {email} pattern: something, an @, a domain with a dot, no spaces. The domain's
 * labels are not empty: "name@city.gov." or "name@city..gov" would be refused by the mail
 * server after the visitor was thanked. Nor does it hold the characters that make one address
 * several or need quoting (`,` `;` `:` `"` brackets, a backslash), as the browser's own e-mail
 * field refuses them: "a,b@city.gov" would be mailed to b@city.gov. An apostrophe is allowed.
 * The part before the @ has at most 64 characters (RFC 5321): no mail server takes a longer one.
 */
export const emailPattern =
  /^[^\s\p{Cc}@<>()[\]\\,;:"]{1,64}@(?:[^\s\p{Cc}@<>()[\]\\,;:".]+\.)+[^\s\p{Cc}@<>()[\]\\,;:".]+$/u;
const websitePattern = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

const shortMax = 200;
const longMax = 5000;

const tooLong = (max: number) => `Please keep this to ${max.toLocaleString("en-US")} characters or fewer`;

/**
 * A one-line field's text: a line break or other control character (only a crafted request can
 * send one) becomes a space, so that the team's mail and the inbox never show a made-up line.
 */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

function requiredText(message: string, max = shortMax) {
  return z.string({ error: message }).overwrite(oneLine).min(1, message).max(max, tooLong(max));
}

function optionalText(max = shortMax) {
  return z.string().overwrite(oneLine).max(max, tooLong(max)).optional();
}

/** A message box's text, its line breaks kept (`minText` for one that must be there). */
function optionalParagraphs() {
  return z.string().trim().max(longMax, tooLong(longMax)).optional();
}

/**
 * An address longer than 254 characters cannot exist (RFC 5321), so it gets the invalid message,
 * once: the pattern is not asked as well.
 */
function email(missing: string, invalid = "Enter a valid email address, like name@city.gov") {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, { error: invalid, abort: true })
    .regex(emailPattern, invalid);
}

function choice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.enum(values, { error: message });
}

/** A message box's text of at least `min` characters, its line breaks kept. */
function minText(min: number, message: string) {
  return z.string({ error: message }).trim().min(min, message).max(longMax, tooLong(longMax));
}

const checkbox = z.boolean().optional().default(false);

const { demo: demoRequired, pilot: pilotRequired } = requiredFieldMessages;

export const downloadPresentationSchema = z.object({
  firstName: requiredText("Enter your first name"),
  lastName: requiredText("Enter your last name"),
  email: email("Enter your email address"),
  company: requiredText("Enter your company or municipality"),
  title: optionalText(),
  cityOfInterest: choice(cityOfInterestOptions, "Choose a city from the list").optional(),
  phone: optionalText(40),
  notes: optionalParagraphs(),
});

export const pilotSchema = z.object({
  municipalityName: requiredText(pilotRequired.municipalityName),
  name: requiredText(pilotRequired.name),
  jobTitle: requiredText(pilotRequired.jobTitle),
  email: email(pilotRequired.email),
  populationSize: choice(populationSizeOptions, "Choose a population size from the list").optional(),
});

export const demoSchema = z.object({
  firstName: requiredText(demoRequired.firstName),
  lastName: requiredText(demoRequired.lastName),
  email: email(demoRequired.email),
  phone: optionalText(40),
  cityName: requiredText(demoRequired.cityName),
  position: optionalText(),
  timeSlot: choice(demoTimeSlots, "Choose a time slot from the list").optional(),
  message: optionalParagraphs(),
});

export const newsletterSchema = z.object({
  email: email(leadNotices.newsletter.empty.description, leadNotices.newsletter.invalid.description),
});

export const contactSchema = z.object({
  name: requiredText("Enter your name"),
  email: email("Enter your email address"),
  municipality: requiredText("Enter your municipality or organization"),
  phone: optionalText(40),
  subject: choice(contactSubjectOptions, "Choose a subject"),
  message: minText(1, "Enter your message"),
});

export const partnerSchema = z.object({
  companyName: requiredText("Company name is required"),
  contactName: requiredText("Contact name is required"),
  contactTitle: requiredText("Contact title is required"),
  email: email("Valid email is required", "Valid email is required"),
  phone: requiredText("Phone number is required", 40),
  website: z
    .string()
    .trim()
    .max(shortMax, tooLong(shortMax))
    .regex(websitePattern, "Please enter a valid website URL")
    .optional(),
  partnershipType: choice(partnershipTypes, "Please select a partnership type"),
  companySize: choice(companySizeOptions, "Please select company size"),
  experience: minText(
    partnerTextMinimums.experience,
    "Please provide at least 50 characters describing your experience",
  ),
  municipalExperience: checkbox,
  governmentContracts: checkbox,
  capabilities: minText(
    partnerTextMinimums.capabilities,
    "Please describe your capabilities (minimum 50 characters)",
  ),
  targetMarkets: minText(partnerTextMinimums.targetMarkets, "Please describe your target markets"),
  goals: minText(partnerTextMinimums.goals, "Please describe your partnership goals (minimum 50 characters)"),
  expectedRevenue: choice(expectedRevenueOptions, "Please select expected annual revenue"),
  additionalInfo: optionalParagraphs(),
  termsAccepted: z
    .boolean({ error: "You must accept the terms and conditions" })
    .refine((accepted) => accepted, "You must accept the terms and conditions"),
  marketingConsent: checkbox,
});

export const leadSchemas = {
  download_presentation: downloadPresentationSchema,
  pilot: pilotSchema,
  demo: demoSchema,
  newsletter: newsletterSchema,
  contact: contactSchema,
  partner: partnerSchema,
} as const satisfies Record<LeadType, z.ZodType>;

export type LeadData<T extends LeadType> = z.output<(typeof leadSchemas)[T]>;

/** Hidden fields every lead form carries; they are the pipeline's, not the lead's. */
export const pipelineFields = {
  /** Signed, per-render token: idempotency key and the time the form was served. */
  token: "_formToken",
  /** Left empty by people; bots fill it. Named so that autofill leaves it alone. */
  honeypot: "_leave_blank",
  /**
   * Set by the browser as the form goes: how long its page had been open, in ms since the
   * navigation began (`performance.now()`, which counts from `performance.timeOrigin`).
   */
  openFor: "_openFor",
} as const;

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

/**
 * The browser's inline check: Conform's reading of the answers with the server's own schema, so
 * field errors arrive as the server would send them. Forms load this module (and Zod with it)
 * when a visitor first focuses one, not with the page (lead-form.tsx says why).
 */
export const checkLead = (type: LeadType, formData: FormData) =>
  parseWithZod(formData, { schema: leadSchemas[type] });

export type LeadCheck = typeof checkLead;
