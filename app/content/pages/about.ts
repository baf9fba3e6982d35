import { site } from "../site";

export type ValueIcon = "landmark" | "store" | "accessibility" | "chart";

export const aboutPage = {
  seo: {
    path: "/about",
    title: "About Us",
    description: `Since 2008 ${site.name} has helped communities put local business first. Meet the team and the values behind our voice-first AI platform for cities.`,
  },
  header: {
    title: "Helping communities keep their main streets alive since 2008",
    lead: "We believe every city deserves a front door online for its local businesses, and that residents should be able to find them as easily as they find a national chain.",
  },
  story: {
    headingId: "story-heading",
    eyebrow: "Our story",
    title: "From a city domain to a city assistant",
    paragraphs: [
      "We started in 2008 with a simple idea: a resident looking for a gift, a plumber or a place to eat should find the shop around the corner before they find a warehouse three states away. We began collecting premium city-name shopping domains, the Shop{City}.com addresses, and built local directories on them.",
      "Over the years the collection grew to more than 5,000 premium city domains, and we worked alongside economic-development officers who kept asking for the same things: more foot traffic for independent businesses, and numbers they could take to council.",
      "In 2025 we rebuilt the platform from the ground up around a voice-first AI assistant. Residents and visitors simply ask, and the answers come from their own community. Behind it sit the marketing playbook, analytics and peer network that cities told us they needed.",
    ],
    milestonesTitle: "Milestones",
    milestones: [
      { year: "2008", text: "Founded, with the first Shop{City}.com domains and local directories." },
      { year: "2008–2024", text: "The collection grows to 5,000+ premium city domains." },
      { year: "2025", text: "The new version launches: a voice-first AI assistant for every city." },
    ],
  },
  stats: {
    label: "At a glance",
    items: [
      { value: "2008", label: "Founded" },
      { value: "5,000+", label: "Premium city domains" },
      { value: "50+", label: "Municipal partners" },
      { value: "24/7", label: "AI assistant support" },
    ],
  },
  values: {
    headingId: "values-heading",
    eyebrow: "What we stand for",
    title: "Values we hold ourselves to",
    intro: "Public money deserves a partner that behaves like a public servant.",
    items: [
      {
        icon: "landmark",
        title: "Public trust first",
        text: "Residents' questions are not a product. We run no advertising trackers, we never sell conversation data, and your city stays in control of its content.",
      },
      {
        icon: "store",
        title: "Local before everything",
        text: "The assistant recommends businesses from your community. Independent shops get the same chance to be found as the biggest names in town.",
      },
      {
        icon: "accessibility",
        title: "Built for everyone",
        text: "Voice, multilingual answers and an interface designed to WCAG 2.2 AA, so older residents, visitors and people with disabilities are served just as well.",
      },
      {
        icon: "chart",
        title: "Results you can report",
        text: "We measure what matters to your council, such as discovery, visits and local spending, and report it honestly every month.",
      },
    ],
  },
  team: {
    headingId: "team-heading",
    eyebrow: "Leadership",
    /** The text of a member's profile link. */
    profileLink: (member: { name: string; profileSite: string }) => `${member.name} on ${member.profileSite}`,
    title: "The people accountable to you",
    intro:
      "A small leadership team that has spent its career between local commerce, technology and city hall.",
    members: [
      {
        name: "Margaret Ellison",
        role: "Founder & Chief Executive Officer",
        background:
          "Margaret founded the company in 2008 after a decade in local retail marketing. She built the Shop{City}.com domain collection and still joins kickoff calls with new cities.",
        profileUrl: "https://www.linkedin.com/in/margaret-ellison-shopcity",
        profileSite: "LinkedIn",
      },
      {
        name: "David Okafor",
        role: "Chief Technology Officer",
        background:
          "David led conversational AI and speech teams before joining to architect the 2025 platform. He is responsible for the assistant, security and accessibility.",
        profileUrl: "https://www.linkedin.com/in/david-okafor-shopcity",
        profileSite: "LinkedIn",
      },
      {
        name: "Priya Raman",
        role: "Vice President, Municipal Partnerships",
        background:
          "Priya spent fifteen years in economic development, most recently as a city's director of business retention. She runs onboarding and the peer network of officers.",
        profileUrl: "https://www.linkedin.com/in/priya-raman-shopcity",
        profileSite: "LinkedIn",
      },
    ],
  },
  closing: {
    headingId: "about-cta-heading",
    title: "Let's talk about your community",
    text: "Tell us about your city and your goals. We will show you what the platform can do for them.",
    primary: { to: "/book-demo", label: "Schedule A Demo" },
    secondary: { to: "/contact", label: "Contact Us" },
  },
} as const satisfies {
  values: { items: readonly { icon: ValueIcon; title: string; text: string }[]; [key: string]: unknown };
  [key: string]: unknown;
};
