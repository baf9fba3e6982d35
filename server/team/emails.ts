import { site } from "../../app/content/site";
import { teamMail } from "../../app/content/team";
import { paragraph, type EmailDocument } from "../leads/emails/document";
import { composeEmail } from "../leads/emails/layout";
import type { RenderedEmail } from "../leads/emails/render";

/**
 * A colleague's invitation: who invites, to which city, and the link to accept it. The payload
 * was written by the organization plugin's hook (server/auth/auth.ts); a job without a link to
 * the site is refused, so it retries visibly instead of mailing a broken invitation.
 */
export async function renderInvitationEmail(input: {
  payload: Record<string, string>;
  origin: string;
}): Promise<RenderedEmail> {
  const { url = "", inviter = "" } = input.payload;
  // The account is named after its owner until the city gives its brand: no name to say yet.
  const city = input.payload.city && input.payload.city !== inviter ? input.payload.city : null;
  if (!url.startsWith(`${input.origin}/dashboard/join?`)) {
    throw new Error("An invitation e-mail needs its link to the site");
  }
  const intro = teamMail.intro(inviter, city);
  const doc: EmailDocument = {
    title: teamMail.subject(city),
    heading: teamMail.subject(city),
    preview: intro,
    blocks: [
      paragraph(intro),
      { type: "button", text: teamMail.button, href: url },
      paragraph(teamMail.outro),
    ],
    footer: [
      [`You receive this e-mail because ${inviter} invited this address on the ${site.name} website.`],
    ],
  };
  return {
    subject: teamMail.subject(city),
    headers: { "Auto-Submitted": "auto-generated", "Reply-To": site.email },
    ...(await composeEmail(doc)),
  };
}
