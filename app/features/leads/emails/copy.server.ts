import { contactPromise } from "~/content/contact";
import { leadNotices, type LeadType } from "~/content/leads";
import { partnerReviewTime } from "~/content/partners";
import { site } from "~/content/site";
import { textField } from "./fields.server";

/** The words of the lead e-mails. Figures come from content/, so the mails promise what the site does. */

type Data = Record<string, unknown>;

const fullName = (data: Data) =>
  [textField(data, "firstName"), textField(data, "lastName")].filter(Boolean).join(" ");

/** How the team's subject names a lead: what it is, then who sent it and from where. */
export const teamSubjects: Record<LeadType, { noun: string; who: (data: Data) => string[] }> = {
  download_presentation: {
    noun: "presentation download",
    who: (d) => [fullName(d), textField(d, "company")],
  },
  pilot: { noun: "pilot application", who: (d) => [textField(d, "name"), textField(d, "municipalityName")] },
  demo: { noun: "demo request", who: (d) => [fullName(d), textField(d, "cityName")] },
  newsletter: { noun: "newsletter subscriber", who: (d) => [textField(d, "email")] },
  contact: { noun: "contact message", who: (d) => [textField(d, "name"), textField(d, "municipality")] },
  partner: {
    noun: "partner application",
    who: (d) => [textField(d, "contactName"), textField(d, "companyName")],
  },
};

/** The sender's name as the team reads it in "reply to ...". */
export function senderName(type: LeadType, data: Data): string {
  return teamSubjects[type].who(data)[0] ?? "";
}

/** The name to greet a visitor by; the forms ask for it in different ways. */
export function firstName(data: Data): string {
  const name = textField(data, "firstName") || textField(data, "name") || textField(data, "contactName");
  return name.split(/\s+/)[0] ?? "";
}

type AckCopy = {
  subject: string;
  paragraphs: (data: Data) => string[];
  /** Where a visitor's reply goes: the people who handle this kind of lead. */
  replyTo: string;
};

const forPlace = (place: string) => (place ? ` for ${place}` : "");

/** Acknowledgements, for the lead types that get one (see server/leads/email-kinds.ts). */
export const ackCopy: Partial<Record<LeadType, AckCopy>> = {
  demo: {
    subject: `We received your ${site.name} demo request`,
    paragraphs: (data) => [
      `Thank you for requesting a demo of ${site.name}${forPlace(textField(data, "cityName"))}.`,
      leadNotices.demo.success.description,
      "The demo is a 30-minute video call with our team, built around your city's goals. Bring colleagues if you like; there is nothing to prepare.",
    ],
    replyTo: site.email,
  },
  pilot: {
    subject: `We received your ${site.name} pilot application`,
    paragraphs: (data) => [
      `Thank you for applying to the ${site.name} pilot program${forPlace(textField(data, "municipalityName"))}.`,
      leadNotices.pilot.success.description,
      "The pilot is open to the first 50 municipalities, and pilot cities keep founding-member rates locked for the first year.",
    ],
    replyTo: site.email,
  },
  contact: {
    subject: `We received your message to ${site.name}`,
    paragraphs: () => [
      leadNotices.contact.success.description,
      `Our business hours are ${contactPromise.hours}.`,
    ],
    replyTo: site.email,
  },
  partner: {
    subject: `We received your ${site.name} partner application`,
    paragraphs: (data) => [
      `Thank you for applying to the ${site.name} partner program${forPlace(textField(data, "companyName"))}.`,
      `We'll review your application and get back to you within ${partnerReviewTime}.`,
    ],
    replyTo: site.partnersEmail,
  },
};

export const presentationCopy = {
  subject: `Your ${site.name} presentation`,
  intro: `Thank you for your interest in ${site.name}. Here is the presentation you asked for: how the platform works, what your city gets, the results partner cities work towards, and pricing.`,
  button: "Open the presentation (PDF)",
  demoBefore: "Want to see it with your city's name on it? ",
  demoLink: "Book a 30-minute demo",
} as const;

export const welcomeCopy = {
  subject: `Welcome to the ${site.name} newsletter`,
  heading: "You're subscribed",
  paragraphs: [
    leadNotices.newsletter.success.description,
    "We write now and then with product news, launch stories from partner cities and ideas for growing local business.",
  ],
  unsubscribeBefore: "Don't want these e-mails any more? ",
  unsubscribeLink: "Unsubscribe with one click",
} as const;
