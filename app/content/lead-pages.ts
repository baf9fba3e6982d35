import { partnerReviewTime } from "./pages/partners";

/** Copy of the pages that hold a lead form of their own (each also works without JavaScript). */

export const pilotPage = {
  seo: {
    path: "/pilot",
    title: "Apply for the Pilot Program",
    description:
      "The ShopCity pilot program is open to the first 50 municipalities: founding-member rates locked for the first year, and a reply to every application within 48 hours.",
  },
  title: "Apply for the Pilot Program",
  benefitsHeading: "Pilot benefits",
  formHeading: "Your application",
  formIntro: "It takes a minute. We reply to every application within 48 hours.",
  presentationBefore: "Want the details first?",
  presentationLink: "Download the presentation",
} as const;

export const presentationPage = {
  seo: {
    path: "/presentation",
    title: "Download the Presentation",
    description:
      "Get the ShopCity presentation by e-mail: how a Shop{City}.com domain and a voice-first AI assistant grow your local economy, what it costs, and how the pilot works.",
  },
  title: "Download the Presentation",
  lead: "A short presentation to share with your council and your team: the platform, the results cities can expect, the price and the pilot program.",
  insideHeading: "What's inside",
  inside: [
    "The platform: your premium Shop{City}.com domain and the voice-first AI assistant",
    "How it works: four steps from domain to monthly impact reports",
    "What you get: domain, assistant, marketing playbook, peer network, analytics and support",
    "The results cities can expect, and how the ROI calculator estimates yours",
    "Pricing: the Local AI Hero package, with no setup fee",
    "The pilot program for the first 50 municipalities",
  ],
  delivery: "It's a PDF. We e-mail you a link to it, so you can forward it to colleagues.",
  formHeading: "Where should we send it?",
} as const;

export const newsletterPage = {
  seo: {
    path: "/newsletter",
    title: "Newsletter",
    description:
      "Subscribe to the ShopCity newsletter: stories from cities growing their local economy, product news and invitations to briefings for economic-development teams.",
  },
  title: "The ShopCity Newsletter",
  lead: "What's working in cities like yours, in your inbox. Written for mayors, city staff and economic-development officers.",
  receiveHeading: "What you'll receive",
  receive: [
    "Stories from municipalities putting their local businesses first",
    "New features of the AI assistant and the city dashboard",
    "Invitations to webinars and peer briefings",
    "A link to unsubscribe in every e-mail",
  ],
  formHeading: "Subscribe",
  formIntro: "Just your e-mail address. You can unsubscribe at any time.",
} as const;

export const partnersApplyPage = {
  seo: {
    path: "/partners/apply",
    title: "Apply to Become a Partner",
    description: `Apply to the ShopCity partner program as a technology, implementation or strategic partner. We review every application within ${partnerReviewTime}.`,
  },
  title: "Apply to Become a Partner",
  lead: `Tell us about your company and how you would like to work with municipalities. We review every application and reply within ${partnerReviewTime}.`,
  formHeading: "Your application",
  backBefore: "Not sure which model fits?",
  backLink: "Compare the partnership models",
} as const;
