/** The accessibility statement. `lastUpdated` is the date of the last review: change it with the text. */
import type { LegalDocument } from "./legal";
import { site } from "../site";

const feedbackMail = `mailto:${site.email}?subject=${encodeURIComponent("Accessibility feedback")}`;

export const accessibilityStatement: LegalDocument = {
  seo: {
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "ShopCity's accessibility statement: our WCAG 2.2 AA target, how we build and test this website, its known limitations, and how to report a barrier to us.",
  },
  title: "Accessibility Statement",
  lead: "Everyone should be able to use this website and the city platforms we build, including people who use assistive technology.",
  lastUpdated: "2026-11-22",
  sections: [
    {
      id: "commitment",
      title: "Our commitment",
      blocks: [
        {
          kind: "p",
          text: `${site.legalName} builds this website and every city platform to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Our customers are public bodies: under the Americans with Disabilities Act, state and local governments must make their web content accessible, and the Department of Justice's rule of 2024 names WCAG 2.1 level AA as the standard. We aim at the newer WCAG 2.2 so that our customers meet that rule with room to spare.`,
        },
      ],
    },
    {
      id: "conformance-status",
      title: "Conformance status",
      blocks: [
        {
          kind: "p",
          text: "This website partially conforms to WCAG 2.2 level AA: the pages we build conform, and the exceptions, which come from third-party content, are listed under [Known limitations](#known-limitations).",
        },
      ],
    },
    {
      id: "measures",
      title: "What we do",
      blocks: [
        {
          kind: "ul",
          items: [
            "Pages use semantic HTML: one main heading, headings in order, landmarks, and a “Skip to main content” link.",
            "Everything works with a keyboard alone, with a clearly visible focus outline on light and dark backgrounds.",
            "Our color palette is chosen so that every text and background pair meets the AA contrast ratio.",
            "Text can be enlarged to 200% and pages reflow to a width of 320 pixels without scrolling sideways.",
            "Every form field has a visible label, hints and error messages are tied to their fields, and a failed form shows a summary of what to fix.",
            "Pages and forms work without JavaScript; scripts only make them quicker to use.",
            "Animation is kept minimal and is switched off when your system asks for reduced motion.",
            "Our platform overview video has captions and a transcript that also describes what is on screen.",
            "Automated accessibility checks (axe) run against every page before each release, alongside manual testing with a keyboard, screen readers (NVDA and VoiceOver) and browser zoom.",
          ],
        },
      ],
    },
    {
      id: "known-limitations",
      title: "Known limitations",
      blocks: [
        {
          kind: "ul",
          items: [
            "The “Watch Quick Video” dialog on the home page uses YouTube's embedded player. Its controls and captions are provided by YouTube, and we cannot fully test or fix them. Our own captioned overview, with a transcript, is on the [video page](/video).",
            "The sales presentation we send as a PDF may not be fully tagged for screen readers. On request, we send its content in an accessible format or walk you through it on a call.",
            "On city platforms, photos uploaded by businesses may lack a text description. The platform asks owners and editors for one on every upload and flags listings without it.",
          ],
        },
        {
          kind: "p",
          text: "We review these limitations at every release and remove them as soon as we can.",
        },
      ],
    },
    {
      id: "feedback",
      title: "Feedback and contact",
      blocks: [
        {
          kind: "p",
          text: `If you find a barrier on this website, or need any of its content in another format such as large print, plain text or audio, write to [${site.email}](${feedbackMail}) or call [${site.phone}](${site.phoneHref}) (${site.hours}). Tell us the page and what went wrong; a screenshot helps but is not needed.`,
        },
        {
          kind: "p",
          text: "We acknowledge every message within two business days and aim to fix the problem, or provide the content another way, within ten business days.",
        },
      ],
    },
    {
      id: "technical-details",
      title: "Technical details",
      blocks: [
        {
          kind: "p",
          text: "This website relies on HTML, CSS and WAI-ARIA. JavaScript improves the experience but is not required. We test with current versions of Chrome, Edge, Firefox and Safari on desktop and mobile.",
        },
      ],
    },
    {
      id: "assessment",
      title: "How we assessed this website",
      blocks: [
        {
          kind: "p",
          text: "Our team assessed the website itself, combining automated checks on every page with a manual review of keyboard use, screen-reader output, zoom and reflow, contrast and forms. We prepared this statement on the date shown at the top and review it at least every six months and whenever the site changes significantly.",
        },
      ],
    },
    {
      id: "escalation",
      title: "If you are not satisfied",
      blocks: [
        {
          kind: "p",
          text: `If our response does not resolve your problem, write to ${site.legalEmail}. A member of our leadership team will review your message and reply within ten business days.`,
        },
      ],
    },
  ],
};

/** The facts shown at the top of the statement. */
export const accessibilityFacts = {
  heading: "At a glance",
  items: [
    { label: "Standard", value: "WCAG 2.2, level AA" },
    { label: "Status", value: "Partially conformant" },
    { label: "Response time", value: "Within 2 business days" },
  ],
  contactLabel: "Report a barrier",
  contactHref: feedbackMail,
} as const;
