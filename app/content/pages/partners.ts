import { site } from "../site";

export type PartnerModelIcon = "cpu" | "wrench" | "handshake";

/** The application form's partnership types, with the exact labels of the product specification. */
export const partnershipTypes = [
  { value: "technology", label: "Technology" },
  { value: "implementation", label: "Implementation" },
  { value: "strategic", label: "Strategic Partner" },
] as const;

export type PartnershipType = (typeof partnershipTypes)[number]["value"];

/** Review time for partner applications: a promise to applicants, stated once for every page. */
export const partnerReviewTime = "3-5 business days";

const applicationSubject = "Partner application";
const applicationBody = [
  "Company name:",
  "Contact name and title:",
  "Phone:",
  "Website:",
  "Partnership type (Technology, Implementation or Strategic Partner):",
  "Company size:",
  "Experience with municipalities:",
  "Capabilities:",
  "Target markets:",
  "Partnership goals:",
  "",
].join("\r\n");

export const partnersPage = {
  seo: {
    path: "/partners",
    title: "Partner Program",
    description: `Partner with ${site.name} as a technology, implementation or strategic partner and help municipalities launch voice-first AI platforms for local business.`,
  },
  header: {
    title: "Grow with the platform cities trust",
    lead: "Join the technology companies, implementation firms and community organizations helping municipalities put local business first.",
    apply: {
      label: "Apply to Become a Partner",
      href: `mailto:${site.partnersEmail}?subject=${encodeURIComponent(applicationSubject)}&body=${encodeURIComponent(applicationBody)}`,
    },
    explore: { href: "#models", label: "Compare partnership models" },
  },
  models: {
    id: "models",
    headingId: "models-heading",
    eyebrow: "Partnership models",
    title: "Three ways to partner",
    intro:
      "Choose the model that fits what your organization does best. Many partners start with one and grow into another.",
    includesTitle: "What you get",
    items: [
      {
        type: "technology",
        icon: "cpu",
        title: "Technology Partner",
        text: "Connect your product to the platform: permitting, tourism, payments, events or data tools that cities already use.",
        includes: [
          "Integration support and sandbox access",
          "Early access to the product roadmap",
          "Joint solution listings",
        ],
      },
      {
        type: "implementation",
        icon: "wrench",
        title: "Implementation Partner",
        text: "Deliver launches for the cities you already serve: onboarding, business data, local campaigns and training.",
        includes: [
          "Certification through our training programs",
          "Referral and delivery revenue",
          "Co-branded marketing materials",
        ],
      },
      {
        type: "strategic",
        icon: "handshake",
        title: "Strategic Partner",
        text: "Chambers, associations and regional bodies that bring the platform to many communities at once.",
        includes: [
          "Regional programs and pricing",
          "Joint events and research",
          "A dedicated partnership manager",
        ],
      },
    ],
  },
  samples: {
    headingId: "sample-partners-heading",
    eyebrow: "Partner profiles",
    title: "The kind of organizations we work with",
    note: "Illustrative profiles: the names are fictional and show the kinds of organizations in each model.",
    badge: "Illustrative",
    items: [
      {
        name: "Northwind Civic Data",
        type: "Technology",
        description:
          "Open-data platform for city services. Its events calendar feeds the assistant, so residents hear about farmers' markets and festivals.",
      },
      {
        name: "Fabrikam GovTech Consulting",
        type: "Implementation",
        description:
          "A regional consultancy that runs launches for small towns, from importing business data to training staff.",
      },
      {
        name: "Tailspin Print & Signage",
        type: "Implementation",
        description:
          "Turns the billboard and signage templates into finished pieces for storefronts, bus shelters and highway boards.",
      },
      {
        name: "Contoso Main Street Council",
        type: "Strategic Partner",
        description:
          "A statewide downtown association that offers the platform to its member communities as one regional program.",
      },
    ],
  },
  benefits: {
    headingId: "benefits-heading",
    eyebrow: "Why partner with us",
    title: "Benefits for every partner",
    items: [
      "A growing market: more than 5,000 premium city domains and 50+ municipal partners",
      "Revenue on every city you refer or deliver",
      "A named partner manager and a shared pipeline",
      "Free seats in our training and certification programs",
      "Co-marketing: case studies, webinars and event presence",
      "Early access to new features and the product roadmap",
    ],
  },
  contact: {
    headingId: "partner-contact-heading",
    title: "Ready to apply?",
    textBefore: "Send us a short note about your organization. We review every application and reply within",
    reviewTime: partnerReviewTime,
    textAfter: ".",
    apply: "Apply to Become a Partner",
    mailBefore: "Questions before you apply? Write to",
    email: site.partnersEmail,
  },
} as const satisfies {
  models: {
    items: readonly { type: PartnershipType; icon: PartnerModelIcon; [key: string]: unknown }[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};
