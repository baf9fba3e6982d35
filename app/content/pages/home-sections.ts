/**
 * Copy of home's parts that are only text and links (how it works, what you get's cards,
 * stakeholders, results, closing): apart from home.ts, so that the browser loads it with their
 * code, only when it has to render them (features/home/unhydrated-sections.ts), not on every visit.
 */

export const howItWorks = {
  eyebrow: "How It Works",
  /** Read before each step's number. */
  stepPrefix: "Step ",
  title: "From domain to measurable results in four steps",
  intro: "We handle the technology. Your team focuses on the businesses and residents it serves.",
  steps: [
    {
      title: "Get your premium domain",
      body: "Claim Shop{City}.com, the address residents already type when they look for something local.",
      details: ["Instant activation", "Professional city branding", "SEO-optimized for local search"],
    },
    {
      title: "Launch your AI assistant",
      body: "A voice-first assistant that knows your city's shops, services and events, and answers like a neighbour.",
      details: ["24/7 voice interaction", "Local business database", "Multilingual support"],
    },
    {
      title: "Promote locally",
      body: "A ready-made campaign so residents hear about the platform from day one.",
      details: ["Ready-to-use marketing materials", "Billboard and signage templates", "Social media assets"],
    },
    {
      title: "Track results",
      body: "See what residents search for, which businesses they find, and what it adds to your economy.",
      details: ["Real-time analytics dashboard", "ROI measurement tools", "Monthly impact reports"],
    },
  ],
  cta: { label: "Start Your Journey", to: "/book-demo" },
} as const;

/** What you get: the cards (their icon is a key of features/home/what-you-get-cards.tsx). */
export const whatYouGetCards = [
  {
    icon: "globe",
    title: "A premium Shop{City}.com domain",
    body: "From a collection of more than 5,000 city-name domains, branded for your community and ready to rank.",
  },
  {
    icon: "mic",
    title: "A voice-first AI assistant",
    body: "Residents and visitors ask out loud and get answers about local businesses, events and services, around the clock.",
  },
  {
    icon: "megaphone",
    title: "A marketing playbook",
    body: "Billboards, signage, social posts and press templates, plus a launch plan your communications team can run.",
  },
  {
    icon: "users",
    title: "A peer network",
    body: "Economic-development officers from partner cities sharing what works, in regular briefings and a private forum.",
  },
  {
    icon: "chart",
    title: "Analytics and reporting",
    body: "Discovery, visits and spending trends in a dashboard, with monthly impact reports ready for council.",
  },
  {
    icon: "shield",
    title: "Enterprise support",
    body: "A named success manager, accessibility and security reviews, and help with procurement paperwork.",
  },
] as const;

export const stakeholders = {
  eyebrow: "Built for everyone in your city",
  title: "One platform, many winners",
  groups: [
    {
      title: "Mayors and council",
      body: "A visible, measurable initiative for the local economy, with reports that show the return.",
    },
    {
      title: "Economic-development officers",
      body: "Tools to bring small businesses online and data to target support where it matters.",
    },
    {
      title: "Local businesses",
      body: "Found by residents at the moment they are ready to buy, without paying for ads.",
    },
    {
      title: "Residents and visitors",
      body: "Answers in plain language, by voice or text, in the languages your community speaks.",
    },
  ],
} as const;

export const results = {
  eyebrow: "Case Studies",
  title: "Results partner cities are working towards",
  intro: "Figures across our municipal partners, measured on the platform's analytics.",
  figures: [
    { value: "340%", label: "Increase in local business discovery" },
    { value: "15,000+", label: "Monthly users per city" },
    { value: "$2.3M", label: "Additional local spending" },
    { value: "4.8/5", label: "Resident satisfaction" },
  ],
  testimonialsTitle: "What officers will be saying",
  /** The label on each testimonial card. */
  testimonialTag: "Illustrative",
  testimonialsNote:
    "Illustrative: these are the kinds of statements we expect officers to make. They are not quotes from real people.",
  testimonials: [
    {
      quote:
        "Residents stopped asking us where to find things. They ask the assistant, and our small businesses get the visit.",
      role: "Economic Development Director",
      place: "Mid-sized city, Midwest",
    },
    {
      quote:
        "The monthly impact report is the first thing our council reads. It turned a pilot into a budget line.",
      role: "Deputy City Manager",
      place: "Coastal town, Southeast",
    },
    {
      quote:
        "We launched the domain and the signage in three weeks. Shop owners now come to us to be listed.",
      role: "Main Street Program Manager",
      place: "County seat, Mountain West",
    },
  ],
} as const;

export const closing = {
  title: "Ready to put your local economy on the map?",
  intro: "See the platform with your city's name on it, or run the numbers first.",
  actions: {
    demo: { label: "Schedule A Demo", to: "/book-demo" },
    call: { label: "Schedule a Call", to: "/book-demo" },
    email: { label: "Email Our Team", subject: "City platform enquiry" },
    calculator: { label: "Launch Calculator", to: "/roi-calculator" },
  },
} as const;
