/** Copy and figures of the home page. */

export const hero = {
  eyebrow: "For municipalities and economic-development teams",
  headline: "Make a Big Impact In Your Community",
  subline: "Supercharge your local economy with AI and a powerful community marketing campaign.",
  voicePromptLabel: "Residents just ask",
  voicePrompt: "What can I get my sister for her birthday?",
  voiceAnswer:
    "Three shops on Main Street have gifts she'd love: a bookshop with signed local authors, a candle maker, and a ceramics studio open until 7 PM.",
  primaryCta: { label: "Book Your Demo", to: "/book-demo" },
  videoCta: { label: "Watch Quick Video" },
  stats: [
    { value: "5,000+", label: "Premium city domains" },
    { value: "50+", label: "Municipal partners" },
    { value: "24/7", label: "AI assistant support" },
  ],
} as const;

export const videoDialog = {
  title: "Watch Quick Video",
  description: "A short tour of the city platform and its voice-first AI assistant.",
  iframeTitle: "ShopCity platform overview video",
  loading: "Loading video…",
  close: "Close video",
  pageLink: "Video not playing? Watch it on our video page, with captions",
} as const;

export const whatYouGet = {
  eyebrow: "What You Get",
  title: "Everything a city needs to put local business first",
  intro: "One subscription covers the domain, the assistant, the campaign and the people behind it.",
  presentationCta: { label: "Download the Presentation" },
} as const;

export const faq = {
  eyebrow: "FAQ",
  title: "Questions cities ask us",
  items: [
    {
      question: "What exactly does our city get?",
      answer:
        "A premium Shop{City}.com domain branded for your community, a voice-first AI assistant that knows your local businesses, events and services, a ready-to-run marketing campaign, an analytics dashboard with monthly impact reports, and enterprise support.",
    },
    {
      question: "How long does it take to launch?",
      answer:
        "Most cities go live in 2 to 4 weeks: the domain is activated at once, the assistant is trained on your business data, and the campaign materials are branded for you.",
    },
    {
      question: "How much does it cost?",
      answer:
        "One package, Local AI Hero, at $2,500 per month with no setup fee and a 12-month minimum commitment. We accept major credit cards and ACH, and we can invoice.",
    },
    {
      question: "Do local businesses have to pay to be listed?",
      answer:
        "No. Listing is free for businesses in your city; the platform is paid for by the municipality so that every shop, large or small, can be found.",
    },
    {
      question: "Is the assistant accessible and multilingual?",
      answer:
        "Yes. Residents can talk or type, the interface meets WCAG 2.2 AA, and the assistant answers in the main languages spoken in your community.",
    },
    {
      question: "How do we measure the return on investment?",
      answer:
        "The dashboard tracks searches, business discovery and referrals, and the monthly report estimates the added spending and tax revenue. Try the ROI calculator for a first estimate with your city's numbers.",
    },
  ],
} as const;

export const pilot = {
  eyebrow: "Pilot Program",
  title: "Join the founding cities",
  intro:
    "We are opening the pilot program to the first 50 municipalities. Apply today and help shape the platform with us.",
  benefits: [
    "Open to the first 50 municipalities",
    "We respond to every application within 48 hours",
    "Founding-member rates locked for the first year",
    "A dedicated launch team and the full marketing playbook",
  ],
  benefitsTitle: "Pilot benefits",
  presentationCta: { label: "Download the Presentation" },
  form: {
    heading: "Apply for the Pilot",
    intro: "It takes a minute. We reply to every application within 48 hours.",
  },
} as const;

export const homeSeo = {
  title: "ShopCity",
  description:
    "Premium Shop{City}.com domains and a voice-first AI assistant that help municipalities grow local business. Book a demo or estimate your city's ROI.",
} as const;
