/** The /book-demo page. The request form itself arrives with the lead forms; its section is ready. */
import { site } from "./site";

export const bookDemoSeo = {
  path: "/book-demo",
  title: "Book Your Demo",
  description:
    "Book a free 30-minute demo of ShopCity with your own city's domain. Pick a morning, afternoon or evening slot; we contact you within 24 hours to confirm it.",
} as const;

/** The time slots a demo can be booked in (spec: morning, afternoon, evening, flexible). */
export const demoTimeSlots = [
  { value: "morning", label: "Morning", hours: "9 AM-12 PM EST" },
  { value: "afternoon", label: "Afternoon", hours: "12 PM-5 PM EST" },
  { value: "evening", label: "Evening", hours: "5 PM-7 PM EST" },
  { value: "flexible", label: "Flexible", hours: "Any time that suits you" },
] as const;

export type DemoTimeSlot = (typeof demoTimeSlots)[number]["value"];

const demoMailSubject = "Demo request";
const demoMailBody = [
  "Hello ShopCity team,",
  "",
  "We would like a demo of the platform.",
  "",
  "City or municipality:",
  "My name and position:",
  "Phone (optional):",
  "Preferred time slot (morning, afternoon, evening or flexible):",
  "",
  "Thank you.",
].join("\n");

export const bookDemoPage = {
  title: "Book Your Demo",
  lead: "See ShopCity set up for your municipality: a 30-minute video call with our team, built around your city's goals.",
  highlights: [
    { icon: "video", text: "30-minute video call" },
    { icon: "clock", text: "We'll contact you within 24 hours" },
    { icon: "badge-check", text: "Free, with no obligation" },
  ],
  agenda: {
    heading: "What the 30-minute session covers",
    intro:
      "A focused walkthrough for mayors, city staff and economic-development teams. Bring colleagues; there is no preparation needed.",
    items: [
      {
        time: "5 minutes",
        title: "Your community and goals",
        body: "Downtown vitality, shop-local campaigns, visitor spending: we start with what your city wants to achieve.",
      },
      {
        time: "10 minutes",
        title: "Live platform demo",
        body: "Your Shop{City}.com domain and the voice-first AI assistant answering the questions your residents ask.",
      },
      {
        time: "5 minutes",
        title: "Dashboard and reporting",
        body: "The administrator dashboard, real-time analytics and the monthly impact report your council will see.",
      },
      {
        time: "5 minutes",
        title: "Launch plan and pricing",
        body: "The 2-4 week launch, the marketing kit, the Local AI Hero package and the pilot program for early cities.",
      },
      {
        time: "5 minutes",
        title: "Your questions",
        body: "Procurement, accessibility, privacy, integration with your current website: ask us anything.",
      },
    ],
  },
  slots: {
    heading: "Choose a time that suits you",
    intro: "Demos run Monday to Friday. Tell us which part of the day works best and we'll propose a time.",
    responseTitle: "We'll contact you within 24 hours",
    responseBody:
      "A member of our team replies by e-mail to confirm a time and send a calendar invitation with the video link.",
  },
  request: {
    heading: "Request your demo",
    intro: "Tell us about your city. We'll contact you within 24 hours to confirm a time.",
    /** After the form: "Prefer not to use the form? [Email Our Team] or call [phone]. [hours]" */
    alternativeBefore: "Prefer not to use the form?",
    alternativeOr: "or call",
    body: "Our online request form is on its way. Until then, e-mail our team with your city and a preferred time slot, and we will reply within 24 hours to confirm your session.",
    emailLabel: "Email Our Team",
    emailHref: `mailto:${site.email}?subject=${encodeURIComponent(demoMailSubject)}&body=${encodeURIComponent(demoMailBody)}`,
    phoneLabel: `Or call ${site.phone}`,
    phoneHref: site.phoneHref,
    hours: site.hours,
  },
} as const;
