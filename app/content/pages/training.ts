import { contactFormHref } from "../contact";

export type TrainingIcon = "graduation" | "sparkles" | "badge";
export type ResourceIcon = "book" | "video" | "presentation" | "users";

/** The three programs, with the length and capacity the product specification gives them. */
export const trainingPrograms = [
  {
    id: "platform-basics",
    icon: "graduation",
    name: "Platform Basics",
    length: "2 hours",
    capacity: "Up to 10 participants",
    audience: "For everyone on your launch team",
    description:
      "A hands-on introduction for the staff who will use the platform every week. By the end, your team can keep listings current and answer questions from local businesses with confidence.",
    topics: [
      "A tour of the administrator dashboard",
      "Adding and updating business listings",
      "How the voice assistant finds its answers",
      "Reading the analytics dashboard",
    ],
  },
  {
    id: "advanced-features",
    icon: "sparkles",
    name: "Advanced Features",
    length: "3 hours",
    capacity: "Up to 8 participants",
    audience: "For economic-development and marketing staff",
    description:
      "For the people who run campaigns and report results. Learn to turn what residents ask into programs, promotions and council-ready numbers.",
    topics: [
      "Demand insights and search trends",
      "Planning a campaign with the marketing playbook",
      "Billboard, signage and social media templates",
      "ROI measurement and monthly impact reports",
    ],
  },
  {
    id: "administrator-certification",
    icon: "badge",
    name: "Administrator Certification",
    length: "1 day",
    capacity: "Up to 5 participants",
    audience: "For the staff who own the platform",
    description:
      "An in-depth day for the administrators responsible for the platform. Participants who complete the assessment are certified to configure, secure and support it for your city.",
    topics: [
      "Staff roles, permissions and access reviews",
      "Business data imports and quality checks",
      "Tuning the assistant's answers and languages",
      "Security, accessibility and privacy settings",
      "Certification assessment",
    ],
  },
] as const satisfies readonly {
  id: string;
  icon: TrainingIcon;
  name: string;
  length: string;
  capacity: string;
  audience: string;
  description: string;
  topics: readonly string[];
}[];

/** The message the contact form is opened with when a team asks for a program. */
export function scheduleTrainingHref(programName: string): string {
  return contactFormHref("support", `I'd like to schedule ${programName} training for our team.`);
}

export const trainingPage = {
  seo: {
    path: "/training",
    title: "Training Programs",
    description: `Live training for city staff: Platform Basics (2 hours), Advanced Features (3 hours) and Administrator Certification (1 day), plus guides and webinars.`,
  },
  header: {
    title: "Training that gets your whole team confident",
    lead: "Live, instructor-led programs for city staff, from the first login to full administrator certification. Small groups, real questions, your own city's data.",
  },
  programs: {
    headingId: "programs-heading",
    eyebrow: "Programs",
    title: "Three programs, one path",
    intro:
      "Start with the basics, go deeper on campaigns and reporting, then certify the people who own the platform.",
    lengthLabel: "Length",
    capacityLabel: "Group size",
    topicsTitle: "What you will cover",
    cta: "Schedule Training",
    /** Read by screen readers after the button label, to tell the three buttons apart. */
    ctaContext: "for",
  },
  resources: {
    headingId: "resources-heading",
    eyebrow: "Learning resources",
    title: "Learn at your own pace",
    intro: "A library for the days between training sessions. We are opening it to partner cities in stages.",
    items: [
      {
        icon: "book",
        title: "Step-by-step guides",
        text: "Short written walkthroughs for every task in the administrator dashboard.",
      },
      {
        icon: "video",
        title: "Video tutorials",
        text: "Two-to-five-minute videos with captions, for onboarding new staff.",
      },
      {
        icon: "presentation",
        title: "Live webinars",
        text: "Monthly sessions on new features, seasonal campaigns and reporting.",
      },
      {
        icon: "users",
        title: "Peer roundtables",
        text: "Economic-development officers share what worked in their communities.",
      },
    ],
    earlyAccess: {
      label: "Request Early Access",
      href: contactFormHref("features", "We'd like early access to the learning resources for our team."),
    },
    updates: {
      label: "Subscribe for Updates",
      href: contactFormHref(
        "other",
        "Please let us know when new guides, videos and webinars are published.",
      ),
    },
  },
  closing: {
    headingId: "training-help-heading",
    title: "Need help right now?",
    text: "Our Help Center has answers for day-to-day questions, and our support team is one message away.",
    primary: { to: "/help", label: "Visit the Help Center" },
    secondary: {
      to: contactFormHref("support", "I have a question about using the platform."),
      label: "Contact Support",
    },
  },
} as const satisfies {
  resources: {
    items: readonly { icon: ResourceIcon; title: string; text: string }[];
    [key: string]: unknown;
  };
  [key: string]: unknown;
};
