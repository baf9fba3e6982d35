import type { LeadType } from "~/content/leads";
import { site } from "~/content/site";
import { ackCopy, firstName, presentationCopy, senderName, teamSubjects, welcomeCopy } from "./copy.server";
import { headerSafe } from "./escape.server";
import { describeLead, textField } from "./fields.server";
import {
  composeEmail,
  mailto,
  paragraph,
  type Block,
  type EmailDocument,
  type Inline,
} from "./layout.server";

export type EmailKind = "team" | "ack" | "presentation" | "welcome";

export type EmailInput = {
  kind: EmailKind;
  leadType: LeadType;
  /** The lead's fields as stored: the output of that type's schema. */
  data: Record<string, unknown>;
  submissionId: string;
  submittedAt: Date;
  /** Public origin without a trailing slash, e.g. "https://shopcity.com". */
  origin: string;
  /** Required for "welcome": every newsletter mail carries a one-click unsubscribe. */
  unsubscribeToken?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string; headers: Record<string, string> };

// Stricter than the form's pattern: a comma, quote or bracket would turn one Reply-To into several.
const singleAddress = /^[^\s@<>,;:"'()[\]\\]+@[^\s@<>,;:"'()[\]\\]+\.[^\s@<>,;:"'()[\]\\]+$/;

// Vacation auto-replies must not answer automated mail (RFC 3834). Only on visitor mail: the
// team's inbox may feed a help desk that ignores auto-generated messages.
const visitorHeaders = { "Auto-Submitted": "auto-generated" };

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Monday, March 3, 2025, 14:05 UTC": built by hand, as Intl output varies between Node builds. */
export function humanUtc(date: Date): string {
  const time = `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
  return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${time} UTC`;
}

function render(doc: EmailDocument, subject: string, headers: Record<string, string>): RenderedEmail {
  const safeHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, headerSafe(value, 900)]),
  );
  return { subject: headerSafe(subject), headers: safeHeaders, ...composeEmail(doc) };
}

const websiteLink = (origin: string): Inline => ({ text: origin.replace(/^https?:\/\//, ""), href: origin });

function companyFooter(origin: string): Inline[][] {
  const { address } = site;
  return [
    [`${site.legalName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`],
    [websiteLink(origin)],
  ];
}

/** How to reach us, for the mails a visitor receives. */
function contactUs(email: string): Block {
  return paragraph(
    "Questions in the meantime? Reply to this e-mail, write to ",
    mailto(email),
    " or call ",
    { text: site.phone, href: site.phoneHref },
    ` (${site.hours}).`,
  );
}

function greeting(data: Record<string, unknown>): Block {
  const name = firstName(data);
  return paragraph(name ? `Hi ${name},` : "Hello,");
}

function team(input: EmailInput): RenderedEmail {
  const { noun, who } = teamSubjects[input.leadType];
  const parts = who(input.data)
    .map((part) => headerSafe(part, 80))
    .filter(Boolean);
  const visitor = textField(input.data, "email");
  const name = senderName(input.leadType, input.data);
  const replyHint = visitor
    ? paragraph(
        `Reply to this e-mail to answer ${name && name !== visitor ? `${name} ` : ""}directly at `,
        mailto(visitor),
        ".",
      )
    : paragraph("This lead left no e-mail address.");
  const doc: EmailDocument = {
    title: `New ${noun}`,
    heading: `New ${noun}`,
    blocks: [
      paragraph(`Received ${humanUtc(input.submittedAt)}.`),
      replyHint,
      { type: "fields", heading: "What they sent", rows: describeLead(input.leadType, input.data) },
      {
        type: "fields",
        heading: "Submission",
        rows: [
          { label: "Submission ID", value: input.submissionId, provided: true },
          { label: "Received", value: humanUtc(input.submittedAt), provided: true },
          { label: "Timestamp (ISO 8601)", value: input.submittedAt.toISOString(), provided: true },
        ],
      },
    ],
    footer: [[`Sent by the ${site.name} website, `, websiteLink(input.origin), "."]],
  };
  const subject = parts.length ? `New ${noun}: ${parts.join(", ")}` : `New ${noun}`;
  return render(doc, subject, singleAddress.test(visitor) ? { "Reply-To": visitor } : {});
}

function ack(input: EmailInput): RenderedEmail {
  const copy = ackCopy[input.leadType];
  if (!copy) throw new Error(`No acknowledgement e-mail for ${input.leadType} leads`);
  const sent = describeLead(input.leadType, input.data).filter((row) => row.provided);
  const doc: EmailDocument = {
    title: copy.subject,
    heading: copy.subject,
    blocks: [
      greeting(input.data),
      ...copy.paragraphs(input.data).map((text) => paragraph(text)),
      { type: "fields", heading: "What you sent us", rows: sent },
      contactUs(copy.replyTo),
    ],
    footer: [
      [`You receive this e-mail because this address was used on the ${site.name} website.`],
      ...companyFooter(input.origin),
    ],
  };
  return render(doc, copy.subject, { ...visitorHeaders, "Reply-To": copy.replyTo });
}

function presentation(input: EmailInput): RenderedEmail {
  const doc: EmailDocument = {
    title: presentationCopy.subject,
    heading: presentationCopy.subject,
    blocks: [
      greeting(input.data),
      paragraph(presentationCopy.intro),
      { type: "button", text: presentationCopy.button, href: `${input.origin}/presentation.pdf` },
      paragraph(
        presentationCopy.demoBefore,
        { text: presentationCopy.demoLink, href: `${input.origin}/book-demo` },
        ".",
      ),
      contactUs(site.email),
    ],
    footer: [
      [`You receive this e-mail because you asked for our presentation on the ${site.name} website.`],
      ...companyFooter(input.origin),
    ],
  };
  return render(doc, presentationCopy.subject, { ...visitorHeaders, "Reply-To": site.email });
}

function welcome(input: EmailInput): RenderedEmail {
  // Without a working unsubscribe this mail must not go out; the outbox retries and shows the error.
  if (!input.unsubscribeToken) throw new Error("A welcome e-mail needs an unsubscribe token");
  const unsubscribe = `${input.origin}/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const doc: EmailDocument = {
    title: welcomeCopy.subject,
    heading: welcomeCopy.heading,
    blocks: [
      ...welcomeCopy.paragraphs.map((text) => paragraph(text)),
      paragraph(welcomeCopy.unsubscribeBefore, { text: welcomeCopy.unsubscribeLink, href: unsubscribe }, "."),
      contactUs(site.email),
    ],
    footer: [
      [
        `You receive this e-mail because this address was subscribed to the ${site.name} newsletter. `,
        { text: "Unsubscribe", href: unsubscribe },
      ],
      ...companyFooter(input.origin),
    ],
  };
  return render(doc, welcomeCopy.subject, {
    ...visitorHeaders,
    "Reply-To": site.email,
    // RFC 8058: mail clients show an unsubscribe button that POSTs to this address.
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
}

const renderers: Record<EmailKind, (input: EmailInput) => RenderedEmail> = {
  team,
  ack,
  presentation,
  welcome,
};

/** One e-mail of a stored lead, as the outbox sends it. Throws for a kind the lead type has no mail of. */
export function renderEmail(input: EmailInput): RenderedEmail {
  return renderers[input.kind](input);
}
