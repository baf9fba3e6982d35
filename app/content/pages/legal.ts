/**
 * The legal documents: privacy policy, terms of service and cookie policy. Each carries the date
 * its text last changed (`lastUpdated`, ISO 8601): change that date whenever the text changes.
 *
 * Inline markup in paragraphs and list items: `[label](href)` makes a link (a path, mailto: or
 * https:), and bare e-mail addresses become mail links.
 */
import { site } from "../site";

export type LegalBlock =
  | { kind: "p"; text: string }
  | { kind: "ul"; items: readonly string[] }
  | { kind: "table"; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  seo: { path: string; title: string; description: string };
  title: string;
  lead: string;
  /** The date the text last changed, YYYY-MM-DD. */
  lastUpdated: string;
  /** A short plain-language summary shown above the full text. */
  summary?: { heading: string; points: readonly string[] };
  sections: readonly LegalSection[];
};

export const legalLabels = {
  lastUpdated: "Last updated:",
  toc: "On this page",
  related: "Related documents",
} as const;

const p = (text: string): LegalBlock => ({ kind: "p", text });
const ul = (...items: string[]): LegalBlock => ({ kind: "ul", items });

const postalAddress = `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}, United States`;

export const privacyPolicy: LegalDocument = {
  seo: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How ShopCity Platforms, Inc. collects, uses and protects personal information from our website, forms, accounts and city platforms, and how to use your rights.",
  },
  title: "Privacy Policy",
  lead: "What personal information we collect, why we collect it, who we share it with, and the choices you have.",
  lastUpdated: "2026-11-22",
  summary: {
    heading: "In short",
    points: [
      "We collect what you type into our forms, account details if you create an account, and minimal technical data needed to run the site.",
      "We use it to answer you, to provide the service you asked for, and to keep the site secure. We do not sell it or use it for advertising.",
      "We use no analytics, advertising or tracking cookies.",
      `You can ask to see, correct or delete your information at any time: write to ${site.privacyEmail}.`,
    ],
  },
  sections: [
    {
      id: "who-we-are",
      title: "Who we are and what this policy covers",
      blocks: [
        p(
          `${site.legalName} (“ShopCity”, “we”, “us”) is a Delaware corporation located at ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}. We run this website and provide the ShopCity city platform, a premium Shop{City}.com domain with a voice-first AI assistant, to municipalities and community organizations.`,
        ),
        p(
          "This policy explains how we handle personal information when you visit this website, contact us, request a demo or a presentation, apply to our pilot or partner programs, subscribe to our newsletter, or use a ShopCity account. If you are a resident using a city's Shop{City}.com site or its assistant, [City platforms and the AI assistant](#city-platforms) explains our role there.",
        ),
      ],
    },
    {
      id: "information-you-give-us",
      title: "Information you give us",
      blocks: [
        p("We collect the information you enter into our forms and account screens:"),
        ul(
          "Demo requests: your name, e-mail address, city, and optionally your phone number, position, preferred time slot and a message.",
          "Pilot program applications: your municipality, name, job title and e-mail address, and optionally its population size.",
          "Presentation requests: your name, e-mail address and organization, and optionally your job title, city of interest, phone number and notes.",
          "Contact messages: your name, e-mail address, municipality, subject and message, and optionally your phone number.",
          "Partner applications: your company and contact details and the answers you write about your experience, capabilities and goals.",
          "Newsletter: your e-mail address.",
          "Accounts: your e-mail address and a password, which we store only as a salted hash that no one, including us, can read back.",
        ),
        p("We ask only for what we need to answer you. Fields marked optional can be left empty."),
      ],
    },
    {
      id: "information-collected-automatically",
      title: "Information collected automatically",
      blocks: [
        p(
          "When your browser requests a page, our servers record the page requested, the time, the response status and a request identifier, so that we can keep the site reliable and fix errors. We keep these logs for 30 days.",
        ),
        p(
          "To protect our forms against spam and abuse, we use your IP address to count recent submissions from the same address. These counters are deleted within 24 hours.",
        ),
        p(
          "We do not use analytics services, advertising pixels, session recording, fingerprinting or tracking cookies. The few cookies we use are described in our [Cookie Policy](/cookie-policy).",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      blocks: [
        ul(
          "To answer your request: schedule your demo, send the presentation you asked for, and reply to your message.",
          "To review pilot and partner applications and contact you about them.",
          "To send the newsletter you subscribed to. Every issue has an unsubscribe link.",
          "To provide accounts and subscriptions, including billing, security notices and support.",
          "To keep the website and our services secure, prevent spam and investigate misuse.",
          "To meet our legal obligations, such as tax and accounting records.",
        ),
        p(
          "We do not sell personal information, share it for cross-context behavioral advertising, or use it for automated decisions that have legal or similarly significant effects on you. We send marketing e-mail only if you subscribed to our newsletter or asked us to stay in touch.",
        ),
      ],
    },
    {
      id: "legal-bases",
      title: "Legal bases for visitors from the EEA, UK and Switzerland",
      blocks: [
        p(
          "If data-protection law in the European Economic Area, the United Kingdom or Switzerland applies, we rely on:",
        ),
        ul(
          "Steps you ask us to take before a contract, and the performance of a contract: demo requests, presentations, applications, accounts and subscriptions.",
          "Our legitimate interests in answering business enquiries, improving our service and keeping it secure, balanced against your rights.",
          "Your consent for the newsletter, which you can withdraw at any time.",
          "Legal obligations, for example keeping billing records.",
        ),
      ],
    },
    {
      id: "sharing",
      title: "Who we share information with",
      blocks: [
        p(
          "We share personal information only with service providers that process it on our behalf, under written contracts that allow them to use it solely to provide their service to us:",
        ),
        ul(
          "Hosting and database providers that run our servers in the United States.",
          "The e-mail delivery provider that sends our notifications, presentation links and newsletter.",
          "Stripe, Inc., which processes card and ACH payments. We never see or store full card or bank account numbers.",
          "Professional advisers, such as lawyers and accountants, who are bound by confidentiality.",
        ),
        p(
          "We may also disclose information when the law requires it, for example in response to a valid subpoena; to protect the rights, safety or property of our users, the public or ShopCity; or as part of a merger or acquisition, in which case this policy continues to apply to the information transferred.",
        ),
      ],
    },
    {
      id: "retention",
      title: "How long we keep information",
      blocks: [
        {
          kind: "table",
          caption: "Retention periods by type of information",
          columns: ["Information", "How long we keep it"],
          rows: [
            [
              "Demo, pilot, presentation, contact and partner requests",
              "24 months after our last contact with you, unless they become part of a customer relationship",
            ],
            [
              "Newsletter subscription",
              "Until you unsubscribe; afterwards only your address, so that we never e-mail you again",
            ],
            ["Account information", "As long as the account exists, then deleted within 90 days"],
            ["Billing records", "7 years, as tax law requires"],
            ["Delivery records of e-mails we send", "12 months"],
            ["Server logs", "30 days"],
            ["Spam-protection counters", "24 hours"],
          ],
        },
        p(
          "Backups are overwritten on a 35-day cycle, so deleted information disappears from them within that time.",
        ),
      ],
    },
    {
      id: "city-platforms",
      title: "City platforms and the AI assistant",
      blocks: [
        p(
          "When a municipality uses ShopCity, we process the information of its residents and local business owners on the municipality's behalf and under its instructions, as its service provider. The municipality's own privacy notice governs that use; we help it answer any questions and requests.",
        ),
        ul(
          "Voice questions are converted to text and the audio is discarded at once.",
          "Conversations with the assistant are not linked to a name or account and are deleted after 90 days.",
          "Municipalities see aggregated, de-identified statistics, never individual conversations tied to a person.",
          "We never sell conversation data, use it for advertising, or use it to train general-purpose AI models.",
        ),
        p(
          "Business owners who claim a listing give us their name, e-mail address and phone number to verify the claim. The listing details they choose to publish are public by design.",
        ),
      ],
    },
    {
      id: "security",
      title: "How we protect information",
      blocks: [
        p(
          "All traffic to our sites is encrypted with HTTPS. Passwords are stored as salted hashes, sessions are kept in secure cookies that scripts cannot read, and access to personal information is limited to staff who need it for their work and is protected with multi-factor authentication.",
        ),
        p(
          "No system is perfectly secure. If a security incident affects your personal information, we will notify you and the authorities as the law requires.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      blocks: [
        p(
          "Depending on where you live, including California, Colorado, Connecticut, Virginia and other US states, and the EEA and the UK, you have some or all of these rights:",
        ),
        ul(
          "To know what personal information we hold about you and to receive a copy.",
          "To correct information that is inaccurate.",
          "To have your information deleted.",
          "To opt out of marketing e-mail at any time, using the link in each e-mail.",
          "To object to or restrict certain processing, and to withdraw consent you gave.",
          "Not to be treated differently for using any of these rights.",
        ),
        p(
          `To use any of these rights, write to ${site.privacyEmail}. We confirm your identity by replying to the e-mail address we hold, answer within 30 days (or the longer period your state's law allows), and charge no fee. You may also act through an authorized agent. If you are in the EEA or the UK, you can complain to your local data-protection authority.`,
        ),
        p(
          "We honor Global Privacy Control signals. Because we neither sell nor share personal information for advertising, there is nothing further to opt out of.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        p(
          `This website is for professionals and is not directed at children under 16. We do not knowingly collect their personal information. If you believe a child has given us information, write to ${site.privacyEmail} and we will delete it.`,
        ),
      ],
    },
    {
      id: "international-transfers",
      title: "Where information is stored",
      blocks: [
        p(
          "We store and process information in the United States. If you contact us from another country, your information is transferred to the United States. Where the law requires it, we protect such transfers with the European Commission's Standard Contractual Clauses or an equivalent safeguard.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        p(
          "When we change this policy, we publish the new version here and update the date at the top. If a change materially affects how we use information we already hold, we tell account holders and newsletter subscribers by e-mail at least 30 days before it takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        p(`For questions or requests about privacy, write to ${site.privacyEmail}.`),
        p(`By post: ${postalAddress}, Attn: Privacy.`),
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  seo: {
    path: "/terms-of-service",
    title: "Terms of Service",
    description:
      "Terms for using the ShopCity website and city platform: accounts, fees, the 12-month term, your city domain, the AI assistant and 30 days' notice of changes.",
  },
  title: "Terms of Service",
  lead: "The agreement between you and ShopCity Platforms, Inc. when you use this website, create an account or subscribe to the ShopCity platform.",
  lastUpdated: "2026-11-22",
  summary: {
    heading: "In short",
    points: [
      "A signed order form or agreement with your municipality takes precedence over these terms.",
      "Subscriptions have a 12-month minimum term, then continue month to month until either side gives 30 days' notice.",
      "Your domain is licensed exclusively to your municipality while your subscription is active; your content stays yours.",
      "We give at least 30 days' notice before any material change to these terms takes effect.",
    ],
  },
  sections: [
    {
      id: "about-these-terms",
      title: "About these terms",
      blocks: [
        p(
          `These Terms of Service (“terms”) govern your use of this website and of the services provided by ${site.legalName} (“ShopCity”, “we”, “us”), a Delaware corporation located in ${site.location}. By using the website, creating an account or subscribing, you agree to these terms.`,
        ),
        p(
          "If you accept these terms for a municipality or another organization, you confirm that you are authorized to bind it, and “you” includes that organization. Where your organization has signed an order form or master agreement with us, that document takes precedence over these terms wherever the two differ.",
        ),
      ],
    },
    {
      id: "using-the-website",
      title: "Using this website",
      blocks: [
        p(
          "You may browse this website free of charge. Its content is general information about our services. In particular:",
        ),
        ul(
          "Results of the [ROI calculator](/roi-calculator) are estimates based on the figures you enter and the assumptions shown; they are not a promise of results.",
          "Statements marked as illustrative testimonials describe outcomes we work towards; they are not quotes from named customers.",
          "Figures about our domain collection, partners and results describe our business at the time of writing and may change.",
        ),
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      blocks: [
        p(
          `You must be at least 18 years old to create an account. Give accurate information, keep your password confidential and do not share your account. You are responsible for activity under your account; if you suspect someone else has used it, tell us at once at ${site.email}.`,
        ),
      ],
    },
    {
      id: "the-service",
      title: "The ShopCity service",
      blocks: [
        p(
          "A subscription to the Local AI Hero package includes the features listed on our [pricing page](/pricing) or in your order form: among them your Shop{City}.com domain, the voice-first AI assistant, the business directory, the administrator dashboard, the community marketing kit and enterprise support.",
        ),
        p(
          "We improve the service continually. We will not materially reduce its core functionality during a paid term without your agreement.",
        ),
      ],
    },
    {
      id: "fees-and-payment",
      title: "Fees and payment",
      blocks: [
        p(
          "Fees are those stated on our pricing page when you subscribe or in your order form. You can pay by major credit card or ACH transfer, processed by Stripe, or by invoice against a purchase order, payable within 30 days of the invoice date.",
        ),
        p(
          "Fees do not include taxes. If your organization is tax-exempt, send us your exemption certificate and we will not charge the tax it covers. If a payment is more than 30 days overdue, we will remind you in writing and may suspend the service only after a further 30 days without payment.",
        ),
      ],
    },
    {
      id: "term-and-cancellation",
      title: "Term, renewal and cancellation",
      blocks: [
        ul(
          "Subscriptions have a minimum term of 12 months from the start date in your order form or checkout.",
          "After the minimum term, the subscription continues month to month until either party ends it with 30 days' written notice.",
          "Either party may end the subscription if the other materially breaches these terms and does not cure the breach within 30 days of written notice.",
          "If your governing body does not appropriate funds for the service in a new fiscal year, you may end the subscription at the end of the last funded period, with 30 days' written notice and without penalty.",
        ),
        p(`Notices of cancellation go to ${site.email}; we confirm each notice in writing.`),
      ],
    },
    {
      id: "your-domain",
      title: "Your Shop{City}.com domain",
      blocks: [
        p(
          "ShopCity remains the registrant of every domain in our collection and keeps its registration current. While your subscription is active, we grant your municipality an exclusive, non-transferable license to use the domain assigned to it, and we will not let anyone else use it.",
        ),
        p(
          "You agree not to use the domain in a way that misleads residents about who operates the site. When a subscription ends, the domain shows a notice for 90 days that points visitors to a web address of your choice; after that, we may license the domain to another organization.",
        ),
      ],
    },
    {
      id: "your-content",
      title: "Your content and data",
      blocks: [
        p(
          "Content you or your businesses add to the platform, such as listings, events, pages, logos and photos, remains yours. You grant us a license to host, display, translate and process it solely to provide and support the service. You are responsible for having the rights to the content you upload.",
        ),
        p(
          "During the subscription and for 30 days after it ends, you can export your directory and events as CSV files. We delete your content within 90 days after the end of the subscription, except where the law requires us to keep it. How we handle personal information is described in our [Privacy Policy](/privacy-policy).",
        ),
      ],
    },
    {
      id: "ai-assistant",
      title: "The AI assistant",
      blocks: [
        p(
          "The assistant composes its answers automatically from the listings, events and pages on your platform. Answers can be incomplete or out of date, particularly when the underlying listing is. Your team is responsible for reviewing the content the assistant draws on; we correct reported problems promptly.",
        ),
        p(
          "The assistant is not an emergency service and always directs emergencies to 911. It does not give legal, medical or financial advice, and its answers are not official statements of your municipality unless you publish them as such.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      blocks: [
        p("When you use the website or the service, you agree not to:"),
        ul(
          "Break the law, infringe anyone's rights, or publish content that is false, misleading, defamatory or discriminatory.",
          "Probe, scan or test the security of our systems without our written permission, or interfere with their operation.",
          "Send automated or bulk submissions through our forms, or scrape the website or platform at a volume that burdens it.",
          "Upload malware, or attempt to reverse engineer the service except where the law expressly allows it.",
          "Use the assistant to harass people or to generate content that harms residents or businesses.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Our intellectual property",
      blocks: [
        p(
          "The website, the software, the designs and the templates in the marketing kit belong to ShopCity or its licensors. During your subscription, you may use and adapt the marketing kit to promote your platform. If you send us feedback or suggestions, we may use them without obligation to you.",
        ),
      ],
    },
    {
      id: "third-party-services",
      title: "Third-party services",
      blocks: [
        p(
          "Some features rely on other companies, such as Stripe for payments and YouTube for the video in the “Watch Quick Video” dialog on our home page. Their own terms and privacy policies apply to your use of them, and we are not responsible for their services.",
        ),
      ],
    },
    {
      id: "confidentiality-and-public-records",
      title: "Confidentiality and public records",
      blocks: [
        p(
          "Each party will protect the other's confidential information with reasonable care and use it only for the purposes of our relationship. We understand that municipalities are subject to public-records laws; nothing in these terms prevents you from complying with them, and we will mark the materials we consider confidential so that you can apply the relevant exemptions.",
        ),
      ],
    },
    {
      id: "warranties",
      title: "Warranties and disclaimers",
      blocks: [
        p(
          "We warrant that the service will perform materially as described in your order form and on our website. If it does not, we will fix it or, if we cannot, refund the fees you prepaid for the affected period. This is your sole remedy for a breach of this warranty.",
        ),
        p(
          "Apart from that warranty, and to the extent the law allows, the website and the service are provided “as is”, without other warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.",
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        p(
          "To the extent the law allows, neither party is liable for indirect, incidental, special or consequential damages, or for lost profits or revenue. Each party's total liability under these terms is limited to the fees paid or payable by the customer in the 12 months before the event giving rise to the claim. For visitors who are not customers, our total liability is limited to $100.",
        ),
        p(
          "These limits do not apply to liability for fraud, gross negligence or wilful misconduct, to our obligations under [Indemnification](#indemnification), or to any liability that cannot be limited by law.",
        ),
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        p(
          "We will defend you against any third-party claim that the service, used as permitted, infringes that party's intellectual property rights, and pay the damages and costs finally awarded. To the extent permitted by the law that governs your organization, you will do the same for us against third-party claims arising from content you upload.",
        ),
      ],
    },
    {
      id: "suspension-and-termination",
      title: "Suspension and termination",
      blocks: [
        p(
          "We may suspend access that threatens the security or integrity of the service or breaches the acceptable-use rules, with notice beforehand where we reasonably can, and we restore it once the problem is resolved. You may close your account at any time; closing an account does not end a subscription's minimum term.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      blocks: [
        p(
          "These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules, and disputes belong to the state and federal courts located in New Castle County, Delaware. If you are a public entity that must by law apply its own state's law or courts, those apply instead.",
        ),
        p(
          "Before starting any proceedings, each party will give the other written notice of the dispute and 30 days to resolve it through good-faith discussion between senior representatives.",
        ),
      ],
    },
    {
      id: "changes-to-these-terms",
      title: "Changes to these terms",
      blocks: [
        p(
          "We may update these terms from time to time. For material changes, we give at least 30 days' notice before they take effect, by e-mail to account holders and customers and by a notice on this page. The date at the top always shows the latest revision.",
        ),
        p(
          "Changes never apply retroactively, and a signed order form or agreement can only be changed in writing by both parties. If you do not accept a material change, you may end your subscription without penalty before the change takes effect.",
        ),
      ],
    },
    {
      id: "general",
      title: "General",
      blocks: [
        p(
          "These terms, together with any order form and the policies they refer to, are the entire agreement between us about their subject. If a provision is found unenforceable, the rest remains in effect. Not enforcing a provision is not a waiver of it. Neither party is liable for delays caused by events beyond its reasonable control. Neither party may assign these terms without the other's consent, except to a successor in a merger or acquisition who takes on all its obligations.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        p(`Legal notices and questions about these terms: ${site.legalEmail}.`),
        p(`By post: ${postalAddress}, Attn: Legal.`),
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  seo: {
    path: "/cookie-policy",
    title: "Cookie Policy",
    description:
      "ShopCity sets no tracking, analytics or advertising cookies: only a strictly necessary session cookie when you sign in, and YouTube's if you open the video.",
  },
  title: "Cookie Policy",
  lead: "Which cookies this website sets, why, and why you don't see a cookie banner here.",
  lastUpdated: "2026-11-22",
  summary: {
    heading: "In short",
    points: [
      "We set no tracking, analytics or advertising cookies, and browsing this website without an account sets no cookies at all.",
      "Once accounts are available, signing in sets one strictly necessary session cookie.",
      "Third-party cookies are possible only if you open the embedded YouTube video on our home page.",
      "Because of this, we do not need to ask for your consent with a cookie banner.",
    ],
  },
  sections: [
    {
      id: "what-cookies-are",
      title: "What cookies are",
      blocks: [
        p(
          "Cookies are small text files that a website asks your browser to store and send back on later visits. Similar technologies, such as local storage, keep information in your browser in the same way. This policy covers all of them.",
        ),
      ],
    },
    {
      id: "our-approach",
      title: "Our approach",
      blocks: [
        p(
          "We do not use analytics, advertising, social-media or other tracking cookies, and we do not use local storage or fingerprinting to recognize you across visits or websites. Reading our pages, using the ROI calculator or watching the video on our [video page](/video) sets no cookies.",
        ),
      ],
    },
    {
      id: "strictly-necessary-cookies",
      title: "Strictly necessary cookies",
      blocks: [
        p(
          "Once accounts are available and you sign in, we set one session cookie that keeps you signed in while you move between pages. It holds only a random identifier, not your name or e-mail address. It is marked HttpOnly, so scripts on the page cannot read it, Secure, so it travels only over HTTPS, and SameSite=Lax, so other websites cannot use it to act on your behalf.",
        ),
        {
          kind: "table",
          caption: "Cookies set by this website",
          columns: ["Cookie", "Set by", "Purpose", "Duration"],
          rows: [
            [
              "Session cookie",
              "ShopCity (first party)",
              "Keeps you signed in and protects your account",
              "Until you sign out, or after 30 days without use",
            ],
          ],
        },
        p(
          "These cookies are strictly necessary to provide a service you asked for, so the law does not require your consent for them. If you never sign in, we never set them.",
        ),
      ],
    },
    {
      id: "third-party-cookies",
      title: "Third-party cookies: the embedded video",
      blocks: [
        p(
          "The “Watch Quick Video” dialog on our home page plays a video hosted by YouTube. We use YouTube's privacy-enhanced mode (youtube-nocookie.com) and load nothing from YouTube until you open the dialog.",
        ),
        p(
          "When you open it and play the video, YouTube, a service of Google, may store cookies or similar data in your browser, for example to remember playback settings, count views and prevent abuse. That use is governed by [Google's Privacy Policy](https://policies.google.com/privacy). If you prefer not to load YouTube, watch our own captioned overview on the [video page](/video), which is hosted by us and sets no cookies.",
        ),
      ],
    },
    {
      id: "managing-cookies",
      title: "Managing cookies",
      blocks: [
        p(
          "You can see, block and delete cookies in your browser's settings. Blocking our session cookie means you cannot sign in; everything else on this website works without cookies. Blocking YouTube's cookies does not affect the rest of the website.",
        ),
      ],
    },
    {
      id: "privacy-signals",
      title: "Do Not Track and Global Privacy Control",
      blocks: [
        p(
          "We do not track visitors across websites, so these signals require no change in how this website behaves. We honor them all the same, and will continue to if our practices ever change.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        p(
          "If we ever want to use cookies that are not strictly necessary, we will update this policy first and ask for your consent before setting them. The date at the top shows when this policy last changed.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        p(
          `Questions about cookies or privacy: ${site.privacyEmail}. Our [Privacy Policy](/privacy-policy) explains how we handle personal information.`,
        ),
      ],
    },
  ],
};

/** The documents linked from one another under "Related documents". */
export const legalPages: readonly { path: string; title: string }[] = [
  { path: "/privacy-policy", title: "Privacy Policy" },
  { path: "/terms-of-service", title: "Terms of Service" },
  { path: "/cookie-policy", title: "Cookie Policy" },
  { path: "/accessibility", title: "Accessibility Statement" },
];
