import { demoTimeSlots } from "../../../app/content/book-demo";
import { contactPromise } from "../../../app/content/contact";
import {
  cityOfInterestOptions,
  companySizeOptions,
  contactSubjectOptions,
  expectedRevenueOptions,
  leadNotices,
  populationSizeOptions,
  type LeadType,
} from "../../../app/content/leads";
import { partnerReviewTime, partnershipTypes } from "../../../app/content/pages/partners";
import { site } from "../../../app/content/site";
import type { LeadData } from "../../../app/features/leads/schemas";
import type { Inline } from "./document";

/**
 * Every word of the lead e-mails, as data: the templates only arrange it. Figures come from
 * content/, so the mails promise what the site does. Functions here fill words in, nothing more.
 */

export type Options = readonly { value: string; label: string }[];
export type FieldSpec = { label: string; options?: Options };

const timeSlotOptions: Options = demoTimeSlots.map((slot) => ({
  value: slot.value,
  label: `${slot.label} (${slot.hours})`,
}));

/**
 * The labels a person reads for each stored field, in the form's order. Typed against the
 * schemas, so a field added to a form does not go missing from the e-mails unnoticed.
 */
export const fieldLabels = {
  download_presentation: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    company: { label: "Company or municipality" },
    title: { label: "Job title" },
    cityOfInterest: { label: "City of interest", options: cityOfInterestOptions },
    phone: { label: "Phone" },
    notes: { label: "Notes" },
  },
  pilot: {
    municipalityName: { label: "Municipality" },
    name: { label: "Name" },
    jobTitle: { label: "Job title" },
    email: { label: "Email" },
    populationSize: { label: "Population", options: populationSizeOptions },
  },
  demo: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    cityName: { label: "City" },
    position: { label: "Position" },
    timeSlot: { label: "Preferred time", options: timeSlotOptions },
    message: { label: "Message" },
  },
  newsletter: {
    email: { label: "Email" },
  },
  contact: {
    name: { label: "Name" },
    email: { label: "Email" },
    municipality: { label: "Municipality or organization" },
    phone: { label: "Phone" },
    subject: { label: "Subject", options: contactSubjectOptions },
    message: { label: "Message" },
  },
  partner: {
    companyName: { label: "Company" },
    contactName: { label: "Contact name" },
    contactTitle: { label: "Contact title" },
    email: { label: "Email" },
    phone: { label: "Phone" },
    website: { label: "Website" },
    partnershipType: { label: "Partnership type", options: partnershipTypes },
    companySize: { label: "Company size", options: companySizeOptions },
    experience: { label: "Experience" },
    municipalExperience: { label: "Municipal experience" },
    governmentContracts: { label: "Government contracts" },
    capabilities: { label: "Capabilities" },
    targetMarkets: { label: "Target markets" },
    goals: { label: "Partnership goals" },
    expectedRevenue: { label: "Expected annual revenue", options: expectedRevenueOptions },
    additionalInfo: { label: "Additional information" },
    termsAccepted: { label: "Accepted the terms" },
    marketingConsent: { label: "Marketing consent" },
  },
} as const satisfies { [T in LeadType]: Record<keyof LeadData<T>, FieldSpec> };

/** How values that are not text read. */
export const valueCopy = { yes: "Yes", no: "No", notProvided: "Not provided" } as const;

/** The stored fields that make up one name in a subject; several are joined by spaces. */
type NameFields = readonly string[];

export const teamCopy = {
  /** How a subject names a lead: what it is, then who sent it and from where. */
  leads: {
    download_presentation: { noun: "presentation download", who: [["firstName", "lastName"], ["company"]] },
    pilot: { noun: "pilot application", who: [["name"], ["municipalityName"]] },
    demo: { noun: "demo request", who: [["firstName", "lastName"], ["cityName"]] },
    newsletter: { noun: "newsletter subscriber", who: [["email"]] },
    contact: { noun: "contact message", who: [["name"], ["municipality"]] },
    partner: { noun: "partner application", who: [["contactName"], ["companyName"]] },
  } satisfies Record<LeadType, { noun: string; who: readonly NameFields[] }>,
  heading: (noun: string) => `New ${noun}`,
  subject: (noun: string, who: string[]) => (who.length ? `New ${noun}: ${who.join(", ")}` : `New ${noun}`),
  received: (when: string) => `Received ${when}.`,
  /** `name` is left out when it is empty or the address itself. */
  replyHint: (name: string, address: Inline): Inline[] => [
    `Reply to this e-mail to answer ${name ? `${name} ` : ""}directly at `,
    address,
    ".",
  ],
  noAddress: "This lead left no e-mail address.",
  visitorUnmailed:
    "We did not e-mail this visitor: their address has had 3 e-mails from us in the last 24 hours. If they should have what they asked for, send it yourself.",
  inboxHint: (inbox: Inline): Inline[] => ["Mark it handled or keep a note on it in ", inbox, "."],
  inboxLink: "the team inbox",
  fieldsHeading: "What they sent",
  submissionHeading: "Submission",
  submissionLabels: { id: "Submission ID", received: "Received", iso: "Timestamp (ISO 8601)" },
  footer: (website: Inline): Inline[] => [`Sent by the ${site.name} website, `, website, "."],
} as const;

const { address } = site;

/** Words every mail to a visitor shares. */
export const visitorCopy = {
  greeting: (name: string) => (name ? `Hi ${name},` : "Hello,"),
  contactUs: (email: Inline, phone: Inline): Inline[] => [
    "Questions in the meantime? Reply to this e-mail, write to ",
    email,
    " or call ",
    phone,
    ` (${site.hours}).`,
  ],
  company: `${site.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
} as const;

type AckCopy = {
  subject: string;
  /** Our own words only: nothing the visitor typed (render.ts, `ack`). */
  paragraphs: readonly string[];
  /** Where a visitor's reply goes: the people who handle this kind of lead. */
  replyTo: string;
};

/** Acknowledgements, for the lead types that get one (see server/leads/email-kinds.ts). */
export const ackCopy: Partial<Record<LeadType, AckCopy>> = {
  demo: {
    subject: `We received your ${site.name} demo request`,
    paragraphs: [
      `Thank you for requesting a demo of ${site.name}.`,
      leadNotices.demo.success.description,
      "The demo is a 30-minute video call with our team, built around your city's goals. Bring colleagues if you like; there is nothing to prepare.",
    ],
    replyTo: site.email,
  },
  pilot: {
    subject: `We received your ${site.name} pilot application`,
    paragraphs: [
      `Thank you for applying to the ${site.name} pilot program.`,
      leadNotices.pilot.success.description,
      "The pilot is open to the first 50 municipalities, and pilot cities keep founding-member rates locked for the first year.",
    ],
    replyTo: site.email,
  },
  contact: {
    subject: `We received your message to ${site.name}`,
    paragraphs: [leadNotices.contact.success.description, `Our business hours are ${contactPromise.hours}.`],
    replyTo: site.email,
  },
  partner: {
    subject: `We received your ${site.name} partner application`,
    paragraphs: [
      `Thank you for applying to the ${site.name} partner program.`,
      `We'll review your application and get back to you within ${partnerReviewTime}.`,
    ],
    replyTo: site.partnersEmail,
  },
};

export const ackShared = {
  footer: `You receive this e-mail because this address was used on the ${site.name} website.`,
} as const;

export const presentationCopy = {
  subject: `Your ${site.name} presentation`,
  intro: `Thank you for your interest in ${site.name}. Here is the presentation you asked for: how the platform works, what your city gets, the results partner cities work towards, and pricing.`,
  button: "Open the presentation (PDF)",
  demoBefore: "Want to see it with your city's name on it? ",
  demoLink: "Book a 30-minute demo",
  footer: `You receive this e-mail because you asked for our presentation on the ${site.name} website.`,
} as const;

export const welcomeCopy = {
  subject: `Welcome to the ${site.name} newsletter`,
  heading: "You're subscribed",
  paragraphs: [
    leadNotices.newsletter.success.description,
    "We write now and then with product news, launch stories from partner cities and ideas for growing local business.",
  ],
  unsubscribeBefore: "Don't want these e-mails any more? ",
  unsubscribeLink: "Unsubscribe here",
  footer: `You receive this e-mail because this address was subscribed to the ${site.name} newsletter. `,
  footerLink: "Unsubscribe",
} as const;

/** Words of the layout itself. */
export const layoutCopy = {
  copyAddress: "Or copy this address: ",
} as const;
