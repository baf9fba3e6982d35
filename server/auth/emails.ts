import { site } from "../../app/content/site";
import { isLaunchEmail, renderLaunchEmail } from "../launch/emails";
import { renderInvitationEmail } from "../team/emails";
import type { AccountEmailKind, LaunchEmailKind } from "../leads/email-kinds";
import { paragraph, type EmailDocument } from "../leads/emails/document";
import { composeEmail } from "../leads/emails/layout";
import type { RenderedEmail } from "../leads/emails/render";

export type AccountEmailInput = {
  kind: AccountEmailKind;
  /**
   * `url`: the link Better Auth made (confirmation or reset), or the way to reset the password
   * (a change notice), pointing at our origin.
   */
  payload: Record<string, string>;
  origin: string;
};

/** A change to how the account signs in: the owner can take it back if it was not them. */
const notMe = {
  button: "It was not me: reset my password",
  outro: `If it was not you, reset your password now, and write to ${site.email}: we will help you secure the account.`,
};

const copy: Record<
  Exclude<AccountEmailKind, LaunchEmailKind | "team_invitation">,
  { subject: string; intro: string; button: string; outro: string }
> = {
  verify_email: {
    subject: `Confirm your ${site.name} account`,
    intro: `Welcome to ${site.name}. Please confirm that this is your e-mail address to finish creating your account.`,
    button: "Confirm my e-mail address",
    outro: "If you did not create an account, you can ignore this e-mail: nothing happens without the link.",
  },
  reset_password: {
    subject: `Reset your ${site.name} password`,
    intro:
      "Someone, hopefully you, asked to reset the password of this account. The link works for one hour.",
    button: "Choose a new password",
    outro: "If you did not ask for it, ignore this e-mail: your password stays as it is.",
  },
  password_changed: {
    subject: `Your ${site.name} password was changed`,
    intro: `The password of your ${site.name} account has just been changed. If it was you, there is nothing to do.`,
    ...notMe,
  },
  two_factor_enabled: {
    subject: `Two-factor sign-in is on for your ${site.name} account`,
    intro: `Two-factor sign-in has just been turned on for your ${site.name} account: signing in now also asks for a code from an authenticator app. If it was you, there is nothing to do.`,
    ...notMe,
  },
  two_factor_disabled: {
    subject: `Two-factor sign-in is off for your ${site.name} account`,
    intro: `Two-factor sign-in has just been turned off for your ${site.name} account: signing in now asks for the password alone. If it was you, there is nothing to do.`,
    ...notMe,
  },
};

/**
 * A confirmation, password-reset or password-changed mail. It refuses a job without its link, so
 * the job retries visibly.
 */
export async function renderAccountEmail(input: AccountEmailInput): Promise<RenderedEmail> {
  if (isLaunchEmail(input.kind)) return renderLaunchEmail({ ...input, kind: input.kind });
  if (input.kind === "team_invitation") return renderInvitationEmail(input);
  const words = copy[input.kind];
  const url = input.payload.url;
  if (!url || !url.startsWith(`${input.origin}/`))
    throw new Error(`An ${input.kind} e-mail needs a link to the site`);
  const doc: EmailDocument = {
    title: words.subject,
    heading: words.subject,
    preview: words.intro,
    blocks: [
      paragraph(words.intro),
      { type: "button", text: words.button, href: url },
      paragraph(words.outro),
    ],
    footer: [[`You receive this e-mail because this address was used on the ${site.name} website.`]],
  };
  return {
    subject: words.subject,
    // Sent from a no-reply address: a reply reaches the team instead.
    headers: { "Auto-Submitted": "auto-generated", "Reply-To": site.email },
    ...(await composeEmail(doc)),
  };
}
