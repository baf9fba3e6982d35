import { site } from "../site";

/** Icon names; the page maps each to an icon from the one icon set. */
export type FeatureIcon = "mic" | "dashboard" | "trending" | "blocks" | "shield";

export const featureCards = [
  {
    id: "ai-business-discovery",
    icon: "mic",
    title: "AI Business Discovery",
    description:
      "A voice-first assistant that answers residents and visitors with the businesses, events and services in your own community, day and night.",
    points: [
      "Natural voice and text conversations, available 24/7",
      "Answers drawn from your local business directory, not national chains",
      "Handles real questions, like \u201cWhat can I get my sister for her birthday?\u201d",
      "Multilingual support for residents and visitors",
    ],
  },
  {
    id: "municipality-dashboard",
    icon: "dashboard",
    title: "Municipality Dashboard",
    description:
      "One place for city staff to run the platform, see what people are looking for and report results to council.",
    points: [
      "Real-time analytics on searches, visits and business referrals",
      "Manage business listings, events and featured content",
      "Role-based access for staff and partner organizations",
      "Monthly impact reports, ready to share",
    ],
  },
  {
    id: "economic-development-tools",
    icon: "trending",
    title: "Economic Development Tools",
    description:
      "Turn discovery data into programs that bring spending back to Main Street and give small businesses a fair chance to be found.",
    points: [
      "ROI measurement tools for budget and grant reporting",
      "Demand insights: what residents search for but cannot find locally",
      "Marketing playbook with billboard, signage and social media templates",
      "A peer network of economic-development officers",
    ],
  },
  {
    id: "multi-platform-integration",
    icon: "blocks",
    title: "Multi-Platform Integration",
    description:
      "Meet people where they already are: on your premium city domain, on their phones and on the websites your city already runs.",
    points: [
      "Premium Shop{City}.com domain, SEO-optimized for local search",
      "Embeddable assistant for city, chamber and tourism websites",
      "Business data import from spreadsheets, chamber and licensing records",
      "Works in any modern browser on phone, tablet or desktop, with nothing to install",
    ],
  },
  {
    id: "enterprise-security",
    icon: "shield",
    title: "Enterprise Security",
    description:
      "Built for the privacy, accessibility and procurement standards that public bodies work under, with support you can hold to account.",
    points: [
      "Encryption in transit and at rest",
      "No advertising trackers; resident conversations are never sold",
      "Accessible interface designed to WCAG 2.2 AA",
      "Enterprise support with a service-level agreement",
    ],
  },
] as const satisfies readonly {
  id: string;
  icon: FeatureIcon;
  title: string;
  description: string;
  points: readonly string[];
}[];

export const featuresPage = {
  seo: {
    path: "/features",
    title: "Platform Features",
    description: `Explore the ${site.name} platform: AI business discovery, a municipality dashboard, economic development tools, multi-platform integration and enterprise security.`,
  },
  header: {
    title: "Everything a city needs to put local business first",
    lead: "Five capabilities work as one platform: a voice assistant residents enjoy using, and the tools your staff need to prove it is working.",
  },
  cards: {
    headingId: "features-heading",
    eyebrow: "The platform",
    title: "Five capabilities, one platform",
    intro: "Each part is included in every launch. Nothing is sold as an add-on.",
  },
  closing: {
    headingId: "features-cta-heading",
    title: "See what it would do for your city",
    text: "Book a 30-minute demo with our municipal team, or estimate the economic impact for your community in a couple of minutes.",
    primary: { to: "/book-demo", label: "Schedule A Demo" },
    secondary: { to: "/roi-calculator", label: "Launch Calculator" },
  },
} as const;
