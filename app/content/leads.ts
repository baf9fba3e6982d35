import type { ContactSubject } from "./contact";
import { site } from "./site";

/**
 * Every lead form's options and messages. The option values and the messages quoted from the
 * product specification are contracts; the labels and field messages it leaves open are ours.
 */

export const leadTypes = [
  "download_presentation",
  "pilot",
  "demo",
  "newsletter",
  "contact",
  "partner",
] as const;
export type LeadType = (typeof leadTypes)[number];

/**
 * The page of each form: its action (where the form posts, with or without JavaScript) and the
 * place links to the form point at.
 */
export const leadFormPaths = {
  download_presentation: "/presentation",
  pilot: "/pilot",
  demo: "/book-demo",
  newsletter: "/newsletter",
  contact: "/contact",
  partner: "/partners/apply",
} as const satisfies Record<LeadType, string>;

export const cityOfInterestOptions = [
  { value: "los-angeles", label: "Los Angeles" },
  { value: "new-york", label: "New York" },
  { value: "chicago", label: "Chicago" },
  { value: "houston", label: "Houston" },
  { value: "phoenix", label: "Phoenix" },
  { value: "philadelphia", label: "Philadelphia" },
  { value: "san-antonio", label: "San Antonio" },
  { value: "san-diego", label: "San Diego" },
  { value: "dallas", label: "Dallas" },
  { value: "austin", label: "Austin" },
  { value: "other", label: "Other" },
] as const;

export const contactSubjectOptions = [
  { value: "demo", label: "Request a demo" },
  { value: "pricing", label: "Pricing" },
  { value: "features", label: "Features" },
  { value: "support", label: "Support" },
  { value: "partnership", label: "Partnership" },
  { value: "other", label: "Other" },
] as const satisfies readonly { value: ContactSubject; label: string }[];

export const companySizeOptions = [
  { value: "1-10", label: "1-10 employees" },
  { value: "11-50", label: "11-50 employees" },
  { value: "51-200", label: "51-200 employees" },
  { value: "201-1000", label: "201-1000 employees" },
  { value: "1000+", label: "1000+ employees" },
] as const;

export const expectedRevenueOptions = [
  { value: "<50k", label: "Under $50K" },
  { value: "50k-250k", label: "$50K-$250K" },
  { value: "250k-1M", label: "$250K-$1M" },
  { value: "1M-5M", label: "$1M-$5M" },
  { value: "5M+", label: "$5M+" },
] as const;

export const populationSizeOptions = [
  { value: "under-10k", label: "Under 10,000" },
  { value: "10k-50k", label: "10,000-50,000" },
  { value: "50k-100k", label: "50,000-100,000" },
  { value: "100k-500k", label: "100,000-500,000" },
  { value: "over-500k", label: "Over 500,000" },
] as const;

/** Minimum lengths of the partner form's free texts, as the product specification sets them. */
export const partnerTextMinimums = {
  experience: 50,
  capabilities: 50,
  goals: 50,
  targetMarkets: 20,
} as const;

/**
 * The "missing" message of each field the spec requires on the demo and pilot forms: their
 * notice says "Please fill in required fields" only when one of these is among the errors.
 */
export const requiredFieldMessages = {
  demo: {
    firstName: "Enter your first name",
    lastName: "Enter your last name",
    email: "Enter your email address",
    cityName: "Enter your city's name",
  },
  pilot: {
    municipalityName: "Enter your municipality's name",
    name: "Enter your name",
    jobTitle: "Enter your job title",
    email: "Enter your email address",
  },
} as const;

/** A toast or summary: title and description, as the spec's error catalogue writes them. */
export type Notice = {
  title: string;
  description?: string;
  /** A line of ours after the spec's words, which stay as they are. */
  more?: string;
};

/** The product specification's error catalogue, word for word. */
export const leadNotices = {
  download_presentation: {
    success: {
      title: "Success!",
      description: "Your presentation download link has been sent to your email.",
    },
    failure: { title: "Error", description: "There was an error processing your request. Please try again." },
  },
  pilot: {
    validation: {
      title: "Please fill in required fields",
      description: "Municipality name, your name, job title, and email are required.",
    },
    failure: {
      title: "Submission failed",
      description: "There was an error submitting your application. Please try again or contact us directly.",
    },
    success: {
      title: "Application submitted!",
      description: "We'll review your application and contact you within 48 hours.",
    },
  },
  demo: {
    validation: {
      title: "Please fill in required fields",
      description: "First name, last name, email, and city name are required.",
    },
    failure: {
      title: "Submission failed",
      description: "There was an error submitting your request. Please try again or contact us directly.",
    },
    success: {
      title: "Demo request submitted!",
      description: "We'll contact you within 24 hours to schedule your personalized demo.",
    },
  },
  newsletter: {
    empty: { title: "Email required", description: "Please enter your email address." },
    invalid: { title: "Invalid email", description: "Please enter a valid email address." },
    failure: {
      title: "Subscription failed",
      description: "There was an error subscribing you to our newsletter. Please try again.",
    },
    success: {
      title: "Successfully subscribed!",
      description: "Thank you for subscribing to our newsletter.",
    },
  },
  contact: {
    success: {
      title: "Message Sent!",
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    failure: { title: "Error", description: "There was a problem sending your message. Please try again." },
  },
  partner: {
    success: {
      title:
        "Partner application submitted successfully! We'll review your application and get back to you within 3-5 business days.",
    },
    failure: { title: "Failed to submit application. Please try again." },
  },
} as const satisfies Record<LeadType, Record<string, Notice>>;

/** Heading of the error summary when a form comes back with errors and the spec names none. */
export const genericValidationNotice: Notice = {
  title: "There is a problem",
  description: "Check the fields marked below and try again.",
};

/** Busy labels of the submit buttons while a form is sending, in the specification's words. */
export const busyLabels = {
  download_presentation: "Sending...",
  pilot: "Submitting...",
  demo: "Submitting...",
  newsletter: "Subscribing...",
  contact: "Sending...",
  partner: "Submitting...",
} as const satisfies Record<LeadType, string>;

/** Said after a form's own failure notice while the database cannot be reached (HTTP 503). */
export const unavailableLine =
  "Our systems are briefly unavailable. Your answers are still in the form: please send them again in a moment.";

/** Replies the pipeline gives that are not a form's own failure. */
export const pipelineNotices = {
  /** Past the day's cap of leads held from one address: said without blaming the sender. */
  rateLimited: {
    title: "We could not take this request today",
    description: `We have received many requests from your network today. Please try again tomorrow or e-mail us at ${site.email}.`,
  },
  expired: {
    title: "This form has expired",
    description: "Please send it again: your answers are kept.",
  },
} as const satisfies Record<string, Notice>;
