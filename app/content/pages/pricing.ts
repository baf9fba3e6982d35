import { site } from "../site";

/** The one package the site sells. Numbers here are the single source for every page. */
export const pricing = {
  name: "Local AI Hero",
  /** Monthly price in US dollars. */
  monthlyPrice: 2500,
  currency: "USD",
  priceLabel: "$2,500",
  periodLabel: "/month",
  setupFeeLabel: "No setup fee",
  terms: {
    launch: "2–4 weeks",
    commitmentMonths: 12,
    payment: "Major credit cards and ACH",
  },
} as const;

/** Exactly twelve features are listed with the package. */
export const pricingFeatures = [
  {
    title: "Premium Shop{City}.com domain",
    text: "Your city's name on a memorable shopping address, professionally branded.",
  },
  {
    title: "Voice-first AI assistant, 24/7",
    text: "Residents and visitors ask out loud or type, at any hour.",
  },
  {
    title: "Local business directory",
    text: "Every participating business, searchable by need, not just by name.",
  },
  { title: "Multilingual support", text: "The assistant answers in the languages your community speaks." },
  {
    title: "Community marketing playbook",
    text: "A step-by-step campaign plan for launch and the months after.",
  },
  {
    title: "Billboard & signage templates",
    text: "Print-ready designs for billboards, storefronts and bus shelters.",
  },
  { title: "Social media assets", text: "Ready-to-post graphics and copy for your city's channels." },
  {
    title: "Real-time analytics dashboard",
    text: "See searches, visits and business referrals as they happen.",
  },
  {
    title: "Monthly impact reports",
    text: "A plain-language summary to share with council and stakeholders.",
  },
  { title: "Administrator dashboard", text: "Manage listings, content and staff access in one place." },
  {
    title: "Peer network of economic-development officers",
    text: "Compare notes with officers running the platform elsewhere.",
  },
  { title: "Enterprise support with SLA", text: "A named contact and guaranteed response times." },
] as const;

export const pricingPage = {
  seo: {
    path: "/pricing",
    title: "Pricing: Local AI Hero",
    description: `${pricing.name}: ${pricing.priceLabel} per month, no setup fee. A premium Shop{City}.com domain, a 24/7 voice AI assistant and a full marketing kit for your city.`,
  },
  header: {
    title: "One package. Everything your city needs to launch.",
    lead: "No tiers to compare and no add-ons to negotiate. Local AI Hero includes the domain, the AI assistant, the marketing campaign and the reporting your council will ask for.",
  },
  plan: {
    headingId: "plan-heading",
    eyebrow: "The package",
    summary: "The complete city web platform for one municipality.",
    priceNote: "Billed monthly in US dollars",
    termsTitle: "Terms at a glance",
    terms: [
      { icon: "badge-check", label: "Setup fee", value: "None" },
      { icon: "rocket", label: "Launch", value: `In ${pricing.terms.launch}` },
      { icon: "calendar", label: "Minimum commitment", value: `${pricing.terms.commitmentMonths} months` },
      { icon: "credit-card", label: "Payment", value: pricing.terms.payment },
    ],
    featuresTitle: "Everything included",
    /** With Stripe configured: a form that starts Stripe Checkout (sign-in first, when needed). */
    subscribe: {
      action: "/billing/checkout",
      label: "Subscribe",
      note: "Secure payment through Stripe.",
      invoice: { before: "Paying against invoices?", label: "Talk to sales", to: "/book-demo" },
    },
    /** Without Stripe: every city starts with a conversation. */
    sales: { to: "/book-demo", label: "Talk to sales" },
    /** A signed-in subscriber, in place of the offer: nothing to buy, somewhere to go. */
    subscribed: {
      title: "Your city is subscribed",
      text: "Your package is active. Your launch steps are on your dashboard.",
      dashboard: { to: "/dashboard", label: "Go to Dashboard" },
    },
    checkoutFailed: {
      title: "The payment page did not open",
      text: "Nothing was charged. Please try again in a moment, or talk to our sales team.",
    },
    roi: {
      before: "Want the numbers first?",
      to: "/roi-calculator",
      label: "Estimate your return with the ROI calculator",
    },
  },
  launch: {
    headingId: "launch-heading",
    eyebrow: "What happens next",
    title: `From signature to launch in ${pricing.terms.launch}`,
    intro: "Our team does the heavy lifting. Your staff stay in charge of the decisions.",
    steps: [
      {
        title: "Set up your brand",
        text: "We activate your Shop{City}.com domain and apply your city's name, colors and seal to the platform.",
      },
      {
        title: "Import business data",
        text: "We load your local businesses from chamber, licensing or spreadsheet records and prepare the assistant to answer about them.",
      },
      {
        title: "Go live",
        text: "Your staff are trained, the marketing kit is ready to print and post, and residents can start asking.",
      },
    ],
  },
  faq: {
    headingId: "pricing-faq-heading",
    eyebrow: "Pricing questions",
    title: "Straight answers for your purchasing office",
    items: [
      {
        question: "Is there a setup fee?",
        answer: `No. ${pricing.priceLabel} per month is the whole price: domain activation, data import, assistant setup and staff onboarding are included.`,
      },
      {
        question: "How can our city pay?",
        answer: `By major credit cards or ACH. If your finance office pays against invoices, tell us when you book your demo and we will set up invoicing with ACH payment.`,
      },
      {
        question: `Why a ${pricing.terms.commitmentMonths}-month minimum commitment?`,
        answer:
          "A community campaign needs time to build habits. Twelve months covers every season of local shopping, from back-to-school to the holidays, and gives your monthly impact reports a full year of results to show.",
      },
      {
        question: "How long until we are live?",
        answer: `Most cities launch in ${pricing.terms.launch}. The timing depends mostly on how quickly your business data and brand assets are ready.`,
      },
    ],
  },
  closing: {
    headingId: "pricing-cta-heading",
    title: "Ready to make a big impact in your community?",
    text: `Book a 30-minute demo and we will show you what ${pricing.name} looks like with your city's name on it.`,
    primary: { to: "/book-demo", label: "Book Your Demo" },
    secondary: { to: "/contact?subject=pricing#contact-form", label: "Ask a pricing question" },
  },
} as const;

/** The seller named in the Offer structured data. */
export const pricingSeller = { name: site.legalName } as const;
