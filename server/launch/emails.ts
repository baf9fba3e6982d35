import { launchMail } from "../../app/content/dashboard";
import { site } from "../../app/content/site";
import { formatLiveDate } from "../../app/features/dashboard/format";
import type { LaunchEmailKind } from "../leads/email-kinds";
import { paragraph, type EmailDocument } from "../leads/emails/document";
import { composeEmail } from "../leads/emails/layout";
import type { RenderedEmail } from "../leads/emails/render";

export const isLaunchEmail = (kind: string): kind is LaunchEmailKind => kind.startsWith("launch_");

/**
 * A change to the city's launch, with a link to its dashboard. The payload carries the words the
 * team gave (the live address and date, or the note).
 */
export async function renderLaunchEmail(input: {
  kind: LaunchEmailKind;
  payload: Record<string, string>;
  origin: string;
}): Promise<RenderedEmail> {
  const { payload } = input;
  const url = `${input.origin}/dashboard`;
  const [words, intro] =
    input.kind === "launch_live"
      ? [launchMail.live, launchMail.live.intro(formatLiveDate(payload.date ?? ""), payload.address ?? "")]
      : input.kind === "launch_returned"
        ? [launchMail.returned, launchMail.returned.intro(payload.note ?? "")]
        : [launchMail.requested, launchMail.requested.intro];
  const doc: EmailDocument = {
    title: words.subject,
    heading: words.subject,
    preview: intro,
    blocks: [paragraph(intro), { type: "button", text: words.button, href: url }],
    footer: [[`You receive this e-mail because your city launches with ${site.name}.`]],
  };
  return {
    subject: words.subject,
    headers: { "Auto-Submitted": "auto-generated", "Reply-To": site.email },
    ...(await composeEmail(doc)),
  };
}
