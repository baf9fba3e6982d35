import type { LeadType } from "../../../app/content/leads";
import { leadPath } from "../../../app/content/admin";
import {
  attributionFilterCopy,
  attributionLabels,
  leadAttributionCopy,
  sourceName,
} from "../../../app/content/attribution";
import { site } from "../../../app/content/site";
import { signInPath } from "../../../app/features/auth/session";
import type { Attribution } from "../../../app/features/leads/attribution";
import { emailPattern } from "../../../app/features/leads/schemas";
import type { EmailKind } from "../email-kinds";
import { ackCopy, ackShared, presentationCopy, teamCopy, visitorCopy, welcomeCopy } from "./copy";
import { mailto, paragraph, type Block, type EmailDocument, type Inline } from "./document";
import { headerSafe } from "./escape";
import { describeLead, textField, type FieldRow } from "./fields";
import { composeEmail } from "./layout";

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
  /** For "team": the visitor was not mailed, their address having had its share of the day. */
  visitorUnmailed?: boolean;
  /** For "team": where the visit came from, as far as it is known. */
  attribution?: Pick<Attribution, OriginKey>;
};

export type RenderedEmail = { subject: string; text: string; html: string; headers: Record<string, string> };

// Vacation auto-replies must not answer automated mail (RFC 3834). Only on visitor mail: the
// team's inbox may feed a help desk that ignores auto-generated messages.
const visitorHeaders = { "Auto-Submitted": "auto-generated" };

const utcParts = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Monday, March 3, 2025, 14:05 UTC": joined by hand, as Intl joins its parts differently by version. */
export function humanUtc(date: Date): string {
  const { weekday, month, day, year, hour, minute } = Object.fromEntries(
    utcParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${weekday}, ${month} ${day}, ${year}, ${hour}:${minute} UTC`;
}

async function render(
  doc: EmailDocument,
  subject: string,
  headers: Record<string, string>,
): Promise<RenderedEmail> {
  const safeHeaders = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, headerSafe(value, 900)]),
  );
  return { subject: headerSafe(subject), headers: safeHeaders, ...(await composeEmail(doc)) };
}

const websiteLink = (origin: string): Inline => ({ text: origin.replace(/^https?:\/\//, ""), href: origin });

function companyFooter(origin: string): Inline[][] {
  return [[visitorCopy.company], [websiteLink(origin)]];
}

/** How to reach us, for the mails a visitor receives. */
function contactUs(email: string): Block {
  return paragraph(...visitorCopy.contactUs(mailto(email), { text: site.phone, href: site.phoneHref }));
}

/**
 * A first name as people have them, in any script: letters, joined by an apostrophe or a hyphen,
 * at most 40 characters. The greeting is the one thing a visitor types that their mail repeats,
 * to any address they give: anything else ("https://…", "bit.ly", "Dr.") is left out.
 */
const firstNamePattern = /^(?=.{1,40}$)\p{L}\p{M}*(?:['’-]?\p{L}\p{M}*)*$/u;

/** The first name to greet a visitor by; the forms ask for it in different ways. */
function greeting(data: Record<string, unknown>): Block {
  const name = textField(data, "firstName") || textField(data, "name") || textField(data, "contactName");
  const first = name.split(/\s+/)[0] ?? "";
  return paragraph(visitorCopy.greeting(firstNamePattern.test(first) ? first : ""));
}

/** The names a team subject gives a lead, e.g. ["Jane Doe", "Springfield"]; empty ones included. */
function leadNames(type: LeadType, data: Record<string, unknown>): string[] {
  return teamCopy.leads[type].who.map((fields) =>
    fields
      .map((key) => textField(data, key))
      .filter(Boolean)
      .join(" "),
  );
}

/**
 * The lead's page in the team's inbox, through sign-in: /admin answers a signed-out admin with the
 * 404 page (decision 0010), and /auth sends a signed-in one straight on.
 */
function inboxLink({ origin, submissionId }: EmailInput): Inline {
  const href = `${origin}${signInPath(leadPath(submissionId))}`;
  return { text: teamCopy.inboxLink, href };
}

type OriginKey = "utmSource" | "utmMedium" | "utmCampaign" | "referrerHost";

/**
 * Where the visit came from: the source as the inbox names it (a team member can paste it into
 * the inbox's filter), then the medium, campaign and referring site where they are known.
 */
function visitOrigin(attribution: EmailInput["attribution"]): FieldRow[] {
  const { utmSource = null, utmMedium = null, utmCampaign = null, referrerHost = null } = attribution ?? {};
  const row = (label: string, value: string | null): FieldRow[] =>
    value ? [{ label, value, provided: true }] : [];
  return [
    ...row(attributionFilterCopy.source.label, sourceName(utmSource, referrerHost)),
    ...row(attributionFilterCopy.medium.label, utmMedium),
    ...row(attributionFilterCopy.campaign.label, utmCampaign),
    ...row(attributionLabels.referrerHost, referrerHost),
  ];
}

function team(input: EmailInput): Promise<RenderedEmail> {
  const { noun } = teamCopy.leads[input.leadType];
  const names = leadNames(input.leadType, input.data);
  const parts = names.map((part) => headerSafe(part, 80)).filter(Boolean);
  const visitor = textField(input.data, "email");
  const name = names[0] ?? "";
  const replyHint = visitor
    ? paragraph(...teamCopy.replyHint(name !== visitor ? name : "", mailto(visitor)))
    : paragraph(teamCopy.noAddress);
  const received = humanUtc(input.submittedAt);
  const labels = teamCopy.submissionLabels;
  const subject = teamCopy.subject(noun, parts);
  const doc: EmailDocument = {
    title: teamCopy.heading(noun),
    heading: teamCopy.heading(noun),
    preview: subject,
    blocks: [
      paragraph(teamCopy.received(received)),
      replyHint,
      ...(input.visitorUnmailed ? [paragraph(teamCopy.visitorUnmailed)] : []),
      paragraph(...teamCopy.inboxHint(inboxLink(input))),
      { type: "fields", heading: teamCopy.fieldsHeading, rows: describeLead(input.leadType, input.data) },
      { type: "fields", heading: leadAttributionCopy.heading, rows: visitOrigin(input.attribution) },
      {
        type: "fields",
        heading: teamCopy.submissionHeading,
        rows: [
          { label: labels.id, value: input.submissionId, provided: true },
          { label: labels.received, value: received, provided: true },
          { label: labels.iso, value: input.submittedAt.toISOString(), provided: true },
        ],
      },
    ],
    footer: [teamCopy.footer(websiteLink(input.origin))],
  };
  return render(doc, subject, emailPattern.test(visitor) ? { "Reply-To": visitor } : {});
}

/**
 * The visitor's acknowledgement: their name and our own words, nothing else they typed. Anyone can
 * enter a stranger's address in a form, so a mail that repeated the answers would carry whatever
 * text they chose to that stranger, from us (the team's notification keeps everything).
 */
async function ack(input: EmailInput): Promise<RenderedEmail> {
  const copy = ackCopy[input.leadType];
  if (!copy) throw new Error(`No acknowledgement e-mail for ${input.leadType} leads`);
  const doc: EmailDocument = {
    title: copy.subject,
    heading: copy.subject,
    preview: copy.paragraphs[0] ?? copy.subject,
    blocks: [
      greeting(input.data),
      ...copy.paragraphs.map((text) => paragraph(text)),
      contactUs(copy.replyTo),
    ],
    footer: [[ackShared.footer], ...companyFooter(input.origin)],
  };
  return render(doc, copy.subject, { ...visitorHeaders, "Reply-To": copy.replyTo });
}

function presentation(input: EmailInput): Promise<RenderedEmail> {
  const doc: EmailDocument = {
    title: presentationCopy.subject,
    heading: presentationCopy.subject,
    preview: presentationCopy.intro,
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
    footer: [[presentationCopy.footer], ...companyFooter(input.origin)],
  };
  return render(doc, presentationCopy.subject, { ...visitorHeaders, "Reply-To": site.email });
}

async function welcome(input: EmailInput): Promise<RenderedEmail> {
  // Without a working unsubscribe this mail must not go out; the outbox retries and shows the error.
  if (!input.unsubscribeToken) throw new Error("A welcome e-mail needs an unsubscribe token");
  const unsubscribe = `${input.origin}/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`;
  const doc: EmailDocument = {
    title: welcomeCopy.subject,
    heading: welcomeCopy.heading,
    preview: welcomeCopy.paragraphs[0],
    blocks: [
      ...welcomeCopy.paragraphs.map((text) => paragraph(text)),
      paragraph(welcomeCopy.unsubscribeBefore, { text: welcomeCopy.unsubscribeLink, href: unsubscribe }, "."),
      contactUs(site.email),
    ],
    footer: [
      [welcomeCopy.footer, { text: welcomeCopy.footerLink, href: unsubscribe }],
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

const renderers: Record<EmailKind, (input: EmailInput) => Promise<RenderedEmail>> = {
  team,
  ack,
  presentation,
  welcome,
};

/**
 * One e-mail of a stored lead, as the outbox sends it. Rejects for a kind the lead type has no
 * mail of. Async because React Email's render is.
 */
export async function renderEmail(input: EmailInput): Promise<RenderedEmail> {
  return renderers[input.kind](input);
}
