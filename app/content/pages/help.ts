/** The help center: search copy, categories with their articles, popular articles, quick actions. */
import { site } from "../site";

export type HelpArticle = {
  /** Unique over all categories; the article's anchor is `#article-{id}`. */
  id: string;
  title: string;
  summary: string;
  /** The short answer shown when the article is expanded. */
  answer: string;
};

export type HelpCategoryIcon = "rocket" | "globe" | "bot" | "credit-card";

export type HelpCategory = {
  id: string;
  name: string;
  description: string;
  icon: HelpCategoryIcon;
  articles: readonly HelpArticle[];
};

export const helpSeo = {
  path: "/help",
  title: "Help Center",
  description:
    "Answers for city teams using ShopCity: launch steps, your Shop{City}.com domain, the voice AI assistant, billing and procurement. Search every article.",
} as const;

export const helpPage = {
  title: "Help Center",
  lead: "Practical answers for city staff, economic-development teams and the businesses they work with.",
  search: {
    label: "Search the help articles",
    hint: "For example: domain, Spanish, invoice, import businesses",
    placeholder: "Search articles",
    submit: "Search",
    clear: "Clear search",
  },
  topics: {
    heading: "Browse by topic",
    articleCount: (count: number) => `${count} articles`,
  },
  popular: {
    heading: "Popular articles",
  },
  results: {
    allHeading: "All articles",
    /** The heading over the list, and (politely) what screen readers hear as the list changes. */
    summary: (count: number, query: string) => {
      if (!query) return `Showing all ${count} articles`;
      if (count === 0) return `No articles match “${query}”`;
      return `${count} ${count === 1 ? "article matches" : "articles match"} “${query}”`;
    },
    /** The list of categories beside the results on wide screens. */
    topicsNavLabel: "Topics in this list",
    categoryCount: (count: number) => `${count} ${count === 1 ? "article" : "articles"}`,
    noResultsTitle: "Try another search",
    noResultsBody:
      "Check the spelling or use fewer, more general words. Or ask us directly: a person on our support team answers every message within one business day.",
    suggestionsLabel: "Common searches:",
    suggestions: ["launch", "domain", "languages", "privacy", "invoice"],
    noResultsAction: { label: "Contact support", to: "/contact?subject=support#contact-form" },
  },
  quickActions: {
    heading: "Still need help?",
    intro: "Talk to a person, see the platform in action, or get your team trained.",
  },
} as const;

export type QuickActionIcon = "calendar" | "life-buoy" | "graduation-cap" | "circle-play";

export const helpQuickActions: readonly { title: string; body: string; to: string; icon: QuickActionIcon }[] =
  [
    {
      title: "Book a demo",
      body: "A 30-minute walkthrough of the platform with your city's own domain.",
      to: "/book-demo",
      icon: "calendar",
    },
    {
      title: "Contact support",
      body: `Write to our support team; we reply within 24 hours, ${site.hours}.`,
      to: "/contact?subject=support#contact-form",
      icon: "life-buoy",
    },
    {
      title: "Training",
      body: "Live sessions for staff, from platform basics to administrator certification.",
      to: "/training",
      icon: "graduation-cap",
    },
    {
      title: "Platform video",
      body: "A short captioned overview of the assistant, the directory and the dashboard.",
      to: "/video",
      icon: "circle-play",
    },
  ];

export const helpCategories: readonly HelpCategory[] = [
  {
    id: "getting-started",
    name: "Getting Started",
    description: "From signed agreement to launch day: onboarding, your team, and your first business data.",
    icon: "rocket",
    articles: [
      {
        id: "what-is-included",
        title: "What your ShopCity platform includes",
        summary:
          "The premium domain, voice AI assistant, business directory, admin dashboard and marketing kit.",
        answer:
          "Every municipality receives an exclusive Shop{City}.com domain, a voice-first AI assistant trained on your local business directory and events, an administrator dashboard with analytics, a community marketing playbook with ready-made materials, access to our peer network of economic-development officers, and enterprise support.",
      },
      {
        id: "launch-timeline",
        title: "How long does it take to launch?",
        summary: "Most cities go live two to four weeks after signing, depending on their business data.",
        answer:
          "Week one is kickoff, domain activation and branding. Weeks two and three cover importing your businesses, inviting owners to claim their listings and testing the assistant. Launch follows as soon as your team approves; cities with a clean business list often go live within two weeks.",
      },
      {
        id: "kickoff-checklist",
        title: "Prepare for your kickoff call",
        summary: "The five things to gather before your first onboarding session with us.",
        answer:
          "Bring your city logo and color palette, a business list (from your chamber, licensing office or downtown association), your events calendar link, the names of the staff who will manage the platform, and any topics the assistant must hand to official channels.",
      },
      {
        id: "invite-team",
        title: "Invite your team to the admin dashboard",
        summary: "Add colleagues by e-mail, choose their role and control who can publish changes.",
        answer:
          "In the dashboard, open Settings, then Team, and enter a colleague's work e-mail address. They receive an invitation valid for seven days. You can change a person's role or remove their access at any time; removals take effect immediately.",
      },
      {
        id: "roles-permissions",
        title: "Roles and permissions explained",
        summary: "What administrators, editors and viewers can each see and change.",
        answer:
          "Administrators manage billing, branding, team members and assistant settings. Editors add and approve listings, events and pages. Viewers see analytics and reports but change nothing, which suits council members and partner organizations.",
      },
      {
        id: "import-businesses",
        title: "Import your local business list",
        summary: "Upload a CSV or spreadsheet from your chamber of commerce or licensing office.",
        answer:
          "Upload a CSV or Excel file with at least a business name and street address; phone, website, category and opening hours are optional. The importer shows duplicates and unmatched addresses before anything is published, so you can fix them first.",
      },
      {
        id: "claim-listings",
        title: "Invite business owners to claim their listings",
        summary: "Send owners a claim link so they keep their own hours, photos and offers current.",
        answer:
          "From the directory, select the businesses to invite and send claim e-mails, or print the claim codes for in-person outreach. Owners verify by e-mail or phone, then edit their listing themselves; your editors can review changes before they go live.",
      },
      {
        id: "add-events",
        title: "Add community events",
        summary: "Publish events by hand or connect the iCal feed of your existing city calendar.",
        answer:
          "Add single events in the dashboard, or paste the iCal (ICS) address of your current calendar and the platform checks it for changes every hour. Events appear on your site and the assistant can answer questions such as what is on this weekend.",
      },
      {
        id: "prelaunch-checklist",
        title: "Pre-launch checklist",
        summary: "Review listings, test the assistant with real questions and approve your launch materials.",
        answer:
          "Before launch, confirm that your top 50 businesses are accurate, ask the assistant twenty questions residents typically ask, check your branding on a phone, and approve the press release and signage files. Your onboarding manager signs off the checklist with you.",
      },
      {
        id: "marketing-kit",
        title: "Use the community marketing kit",
        summary: "Billboard, signage, social media and press templates, already branded for your city.",
        answer:
          "The marketing kit in the dashboard holds print-ready billboard and window-sign files, social media posts in the common sizes, a press release template and talking points for council meetings. Every file carries your domain and colors; download what you need.",
      },
      {
        id: "first-30-days",
        title: "What to measure in your first 30 days",
        summary: "The dashboard figures that show early traction to council and local businesses.",
        answer:
          "Watch weekly assistant conversations, listing views and clicks to call or visit, the share of listings claimed by their owners, and the questions the assistant could not answer. Your first monthly impact report arrives automatically at the end of month one.",
      },
      {
        id: "pilot-program",
        title: "How the pilot program works",
        summary: "Founding-member rates for the first 50 municipalities, locked for the first year.",
        answer:
          "The pilot is open to the first 50 municipalities. Apply on our home page with your municipality's name and your contact details; we reply within 48 hours. Pilot cities receive the full platform at founding-member rates, locked for their first year.",
      },
    ],
  },
  {
    id: "domain-branding",
    name: "Domain & Branding",
    description: "Your Shop{City}.com address, your city's look, and how the site is found in search.",
    icon: "globe",
    articles: [
      {
        id: "domain-availability",
        title: "Check whether your city's domain is available",
        summary: "How we match your municipality to a name from our collection of 5,000+ city domains.",
        answer:
          "Tell us your municipality's name during the demo or in a contact message. We check our collection of more than 5,000 premium city domains for an exact match and close alternatives, such as a county or region name, and reserve it for you while you decide.",
      },
      {
        id: "domain-ownership",
        title: "Who holds the domain during your subscription?",
        summary: "How the exclusive domain license works, and what happens at the end of a contract.",
        answer:
          "ShopCity Platforms keeps the domain registered and licenses it exclusively to your municipality for as long as your subscription is active; no other organization can use it in that time. When a subscription ends, the domain shows a notice for 90 days that points residents to a web address of your choice.",
      },
      {
        id: "link-existing-site",
        title: "Link your existing city website to the platform",
        summary: "Add a link from your .gov site, or redirect a subdomain you already own.",
        answer:
          "Most cities add a prominent link or banner on their official website. If you prefer an address such as shop.yourcity.gov, your IT team adds one DNS record we provide, and that address forwards to your Shop{City}.com site with a valid certificate.",
      },
      {
        id: "brand-kit",
        title: "Apply your city's logo, colors and fonts",
        summary: "Upload brand assets once; the site, the assistant and the marketing kit all use them.",
        answer:
          "In Settings, then Branding, upload your logo as SVG or PNG, choose a primary and an accent color, and pick a font from the approved list. The preview shows the home page, a listing and the assistant before you publish.",
      },
      {
        id: "accessible-colors",
        title: "Keep your brand colors accessible",
        summary: "The theme editor checks contrast against WCAG 2.2 AA as you choose colors.",
        answer:
          "When a color pair falls below the WCAG 2.2 AA contrast ratio, the editor warns you and suggests the nearest accessible shade. Text, buttons and focus outlines are checked separately, so your site stays usable for residents with low vision.",
      },
      {
        id: "https-certificates",
        title: "HTTPS and security certificates",
        summary: "Every city domain is served over HTTPS, with certificates renewed automatically.",
        answer:
          "Certificates are issued when your domain is activated and renewed automatically well before they expire. All traffic is encrypted, plain HTTP requests are redirected to HTTPS, and there is nothing for your IT team to maintain.",
      },
      {
        id: "local-search",
        title: "How your domain shows up in local search",
        summary: "The structured data, sitemaps and page speed we take care of for you.",
        answer:
          "Each business and event page carries schema.org structured data, the sitemap updates whenever a listing changes, and pages are built to load quickly on phones. Listings with complete hours, photos and descriptions tend to rank best, so encourage owners to claim theirs.",
      },
      {
        id: "domain-email",
        title: "E-mail addresses on your city domain",
        summary: "Set up forwarding addresses such as hello@ on your Shop{City}.com domain.",
        answer:
          "We can create forwarding addresses on your domain, for example hello@ or events@, that deliver to your team's existing inboxes. Ask your onboarding manager for the addresses you want; they are included in your subscription.",
      },
    ],
  },
  {
    id: "ai-assistant",
    name: "AI Assistant",
    description: "How the voice-first assistant answers residents, and how your team stays in control.",
    icon: "bot",
    articles: [
      {
        id: "how-assistant-works",
        title: "How the voice assistant answers questions",
        summary: "It searches your verified directory, events and pages, then replies in plain language.",
        answer:
          "A resident asks by voice or text, for example what they could buy their sister for her birthday. The assistant searches your directory, events and approved pages, picks the most relevant local options, and replies in a few sentences with links to each business.",
      },
      {
        id: "answer-sources",
        title: "Where the assistant's answers come from",
        summary: "Only from your directory, events and pages you approve, with the sources shown.",
        answer:
          "The assistant does not browse the open web. Every recommendation comes from a listing, event or page on your platform, and each answer links to its sources so residents can check opening hours or call the business directly.",
      },
      {
        id: "languages",
        title: "Languages the assistant speaks",
        summary: "Residents can ask in English, Spanish and more than 20 other languages.",
        answer:
          "The assistant detects the language of each question and replies in it, including English, Spanish, Vietnamese, Chinese, Tagalog and Arabic. Business listings are translated on the fly; the original wording is always one tap away.",
      },
      {
        id: "voice-or-text",
        title: "Voice or text: how residents can ask",
        summary: "Tap the microphone to speak, or type when speaking isn't convenient.",
        answer:
          "The microphone button starts a voice question and stops when the resident pauses. Typing works everywhere, and every spoken reply is also shown as text, so the assistant is usable on a noisy street or in a quiet library.",
      },
      {
        id: "assistant-accessibility",
        title: "Using the assistant with a screen reader or keyboard",
        summary: "Built for screen readers, keyboard-only use and captions of every spoken reply.",
        answer:
          "All controls are reachable by keyboard, new replies are announced to screen readers, and spoken replies can be turned off in favor of text. The assistant is tested with NVDA, JAWS and VoiceOver against WCAG 2.2 AA.",
      },
      {
        id: "correct-answer",
        title: "Correct a wrong or outdated answer",
        summary: "Fix the source listing, or flag the answer for review from the conversation log.",
        answer:
          "Most wrong answers come from outdated listings: correct the listing and the assistant uses the new details within minutes. If the listing is right but the answer is not, flag the conversation in the log and our team reviews it within one business day.",
      },
      {
        id: "restricted-topics",
        title: "Hand sensitive topics to official channels",
        summary: "Route questions about elections, legal matters or permits to the right city office.",
        answer:
          "Under Assistant, then Topics, choose the subjects the assistant should not answer itself. For each, set the message and link it shows instead, such as your city clerk's page for election questions or the permits office for zoning.",
      },
      {
        id: "emergencies",
        title: "What the assistant does in an emergency",
        summary: "It always points people to 911 and never tries to handle an emergency itself.",
        answer:
          "Questions that mention an emergency, a crime in progress or a medical crisis get an immediate reply to call 911, with your non-emergency number for other urgent matters. This behavior cannot be switched off.",
      },
      {
        id: "name-and-tone",
        title: "Give the assistant a local name and tone",
        summary: "Choose its name, greeting and voice so it sounds like your community.",
        answer:
          "In Assistant settings, set a name, a greeting, and one of several natural-sounding voices. You can also add local phrases and landmarks it should recognize, such as the name residents use for your historic district.",
      },
      {
        id: "ranking",
        title: "How businesses are ordered in answers",
        summary: "Relevance, distance and opening hours decide the order; promoted results are labelled.",
        answer:
          "The assistant ranks businesses by how well they match the question, how close they are and whether they are open now. When your team runs a promotion, such as a shop-local week, promoted businesses are clearly labelled as such in the answer.",
      },
      {
        id: "resident-privacy",
        title: "Resident privacy in conversations",
        summary: "Voice is not recorded, conversations are anonymous and deleted after 90 days.",
        answer:
          "Voice is converted to text and the audio is discarded. Conversations are not linked to a name or account, are never sold or used for advertising, and are deleted after 90 days; the dashboard only shows aggregated, de-identified trends.",
      },
      {
        id: "embed-assistant",
        title: "Add the assistant to your city website",
        summary: "Show the assistant on your existing .gov pages with one snippet from the dashboard.",
        answer:
          "Under Assistant, then Embed, copy the snippet and give it to whoever manages your city website. The assistant then opens from a button on your pages, uses your branding, and answers from the same directory as your Shop{City}.com site.",
      },
      {
        id: "conversation-insights",
        title: "Read the conversation insights report",
        summary: "See what residents ask most, by topic, time of day and neighbourhood.",
        answer:
          "The Insights page groups questions into topics such as dining, gifts, services and events, and shows how demand changes through the week. Economic-development teams use it to spot gaps, for example evening demand for childcare that no business yet meets.",
      },
      {
        id: "unanswered-questions",
        title: "Fill the gaps the assistant couldn't answer",
        summary: "Turn unanswered questions into new listings, events or page content.",
        answer:
          "Questions the assistant could not answer well are listed with how often they were asked. For each, add a listing, publish an event or write a short page; the assistant uses the new content straight away.",
      },
      {
        id: "availability",
        title: "Assistant availability and uptime",
        summary: "The assistant answers 24/7 with a 99.9% monthly uptime target.",
        answer:
          "The assistant runs around the clock on redundant infrastructure with a 99.9% monthly uptime target. Planned maintenance happens outside peak hours and is announced to administrators at least five days ahead.",
      },
    ],
  },
  {
    id: "billing-account",
    name: "Billing & Account",
    description: "Pricing, payment methods, procurement paperwork and managing your subscription.",
    icon: "credit-card",
    articles: [
      {
        id: "pricing",
        title: "What the Local AI Hero package costs",
        summary: "$2,500 per month with no setup fee and a 12-month minimum commitment.",
        answer:
          "The Local AI Hero package is $2,500 per month with no setup fee. It includes the domain, the assistant, the dashboard, the marketing kit and enterprise support. The minimum commitment is 12 months; after that, the subscription continues month to month.",
      },
      {
        id: "payment-methods",
        title: "Pay by card, ACH or invoice",
        summary: "Major credit cards and ACH transfers; invoices with purchase orders for municipalities.",
        answer:
          "You can pay by any major credit card or by ACH bank transfer. Many municipalities prefer invoicing: send us your purchase order and we invoice monthly or annually, payable within 30 days.",
      },
      {
        id: "procurement-documents",
        title: "Get procurement documents for your purchasing office",
        summary: "W-9, certificate of insurance, security questionnaire and sole-source letter.",
        answer: `Write to ${site.email} with your municipality's name and the documents you need. We send a W-9, a certificate of insurance, our security questionnaire answers and, where your rules allow it, a sole-source letter, usually within two business days.`,
      },
      {
        id: "manage-subscription",
        title: "View or manage your subscription",
        summary: "See your package, next billing date and invoices, and update payment details.",
        answer:
          "Signed-in administrators see the subscription page with the package, next billing date and status. From there, Manage Billing opens the secure billing portal to download invoices and update card or bank details.",
      },
      {
        id: "renewal-cancellation",
        title: "Renewal and cancellation",
        summary: "How the 12-month minimum works and how to give 30 days' notice afterwards.",
        answer: `After the first 12 months, the subscription continues month to month. To end it, an administrator writes to ${site.email} at least 30 days before the date you want it to end; we confirm in writing and help you export your business data.`,
      },
      {
        id: "account-access",
        title: "Reset your password or change your sign-in e-mail",
        summary: "Regain access to your account, or move it to a colleague's e-mail address.",
        answer:
          "Use Forgot password on the sign-in page to receive a reset link, valid for one hour. To move an account to a new e-mail address, for example when a colleague leaves, another administrator can invite the new address and remove the old one.",
      },
    ],
  },
];

/** The ids of the most-read articles, shown above the categories when nothing is searched. */
export const popularArticleIds: readonly string[] = [
  "launch-timeline",
  "domain-availability",
  "how-assistant-works",
  "import-businesses",
  "resident-privacy",
  "payment-methods",
];
