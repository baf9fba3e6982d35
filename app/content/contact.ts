import { pricing } from "./pages/pricing";
import { site } from "./site";

/** The contact form's subjects, a contract of the product; other pages preselect one through the URL. */
export type ContactSubject = "demo" | "pricing" | "features" | "support" | "partnership" | "other";

/** The id of the contact form section, the target of every "open the contact form" link. */
export const contactFormAnchor = "contact-form";

/**
 * A link that opens the contact form with a subject and a message already filled in,
 * e.g. /contact?subject=support&message=I'd%20like%20...#contact-form
 */
export function contactFormHref(subject: ContactSubject, message: string): string {
  return `/contact?subject=${subject}&message=${encodeURIComponent(message)}#${contactFormAnchor}`;
}

/** Reply time and business hours: promises to visitors, so one place states them for every page. */
export const contactPromise = {
  replyWithin: "24 hours",
  hours: site.hours,
} as const;

export const contactPage = {
  seo: {
    path: "/contact",
    title: "Contact Us",
    description: `Talk to the ${site.name} team about a city web platform for your municipality. Call, e-mail or write to us; we reply within ${contactPromise.replyWithin}, ${site.hours}.`,
  },
  header: {
    title: "Talk to the team behind your city's platform",
    lead: `Questions about domains, the AI assistant, procurement or pricing? A real person on our municipal team reads every message and replies within ${contactPromise.replyWithin}.`,
  },
  details: {
    headingId: "contact-details-heading",
    title: "Get in touch",
    intro:
      "Reach us the way that suits you. City staff, elected officials and community organizations are all welcome.",
    items: {
      email: { label: "E-mail", note: "For questions, quotes and procurement documents." },
      phone: { label: "Phone", note: "Speak with our municipal team during business hours." },
      location: { label: "Office", note: "Serving municipalities across the United States." },
      hours: {
        label: "Business hours",
        note: `We reply to every message within ${contactPromise.replyWithin}.`,
      },
    },
  },
  form: {
    headingId: "contact-form-heading",
    title: "Send us a message",
    intro: `Tell us about your community and what you would like to achieve. We reply within ${contactPromise.replyWithin}.`,
    alternative: "Prefer e-mail?",
    /** Shown until the contact form is in place: the message goes by e-mail instead. */
    fallbackBefore: "Write to us at",
    emailButton: "Email Our Team",
    fallbackAfter: `and tell us about your community and what you would like to achieve. We reply within ${contactPromise.replyWithin}.`,
  },
  shortcuts: {
    headingId: "contact-shortcuts-heading",
    title: "Looking for something specific?",
    links: [
      {
        to: "/book-demo",
        title: "Book a 30-minute demo",
        text: "See the assistant, the dashboard and the marketing kit with your own city in mind.",
      },
      {
        to: "/pricing",
        title: "See pricing",
        text: `One package, ${pricing.priceLabel}${pricing.periodLabel}, with no setup fee.`,
      },
      {
        to: "/help",
        title: "Visit the Help Center",
        text: "Guides and answers for teams already running the platform.",
      },
      {
        to: "/partners",
        title: "Become a partner",
        text: "Technology, implementation and strategic partnerships.",
      },
    ],
  },
  faq: {
    headingId: "contact-faq-heading",
    eyebrow: "FAQ",
    title: "Before you write",
    items: [
      {
        question: "How quickly will we hear back?",
        answer: `We reply to every message within ${contactPromise.replyWithin}. Our team works ${site.hours}; messages that arrive over a weekend are answered first thing on Monday.`,
      },
      {
        question: "Can we see the platform before we commit?",
        answer:
          "Yes. Book a 30-minute demo and we will walk through the voice assistant, the administrator dashboard and the marketing playbook using examples from a community like yours.",
      },
      {
        question: "How is the platform priced?",
        answer: `There is a single package, ${pricing.name}: ${pricing.priceLabel} per month with no setup fee and a ${pricing.terms.commitmentMonths}-month minimum commitment. Payment is by major credit cards or ACH.`,
      },
      {
        question: "Can you help with procurement paperwork?",
        answer:
          "Yes. Tell us what your purchasing office needs, such as vendor registration forms, a W-9, insurance certificates or answers to a security questionnaire, and we will send it with our reply.",
      },
    ],
  },
} as const;
