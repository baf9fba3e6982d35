/**
 * What the account pages' route modules share: their replies, the "Error: " title of a refused
 * form without JavaScript, and the browser's side of their actions.
 */
import { data, type AppLoadContext } from "react-router";
import { authExtraMessages, authMessages } from "~/content/account";
import { pushToast } from "~/ui/toast/store";
import type { AuthNotice } from "./errors";
import type { FieldErrors } from "./schemas";

/** An account form's answer: refused fields, a refused call, or done. */
export type AuthReply = {
  status: "invalid" | "error" | "success";
  notice?: AuthNotice;
  errors?: FieldErrors;
  /** The address to show in the form again; passwords never come back. */
  email?: string;
  /** A reset link that no longer works: the page offers a new one instead of the form. */
  linkInvalid?: boolean;
  /** The address waits for confirmation: the sign-in page says so until the visitor leaves. */
  confirmation?: ConfirmationState;
};

/** Which confirmation notice /auth shows (`authPage.confirmation`). */
export type ConfirmationState = "signedUp" | "linkSent" | "pending";

const answerNumbers = new WeakMap<AuthReply, number>();
let answersSeen = 0;
/** A number for each answer of an action, the same on every render of it (a key: a new answer, a new message). */
export function answerNumber(reply: AuthReply): number {
  const known = answerNumbers.get(reply);
  if (known !== undefined) return known;
  answerNumbers.set(reply, ++answersSeen);
  return answersSeen;
}

/** What each request's action answered, for the same request's loader; dies with it. */
const repliesByRequest = new WeakMap<AppLoadContext, AuthReply>();

/**
 * The action's reply, remembered for the page rendered with it (without JavaScript): its loader
 * tells `meta` (which sees only loader data) to put "Error: " before the title of a refused form.
 */
export function answer(
  context: AppLoadContext,
  reply: AuthReply,
  init: { status?: number; headers?: Headers } = {},
) {
  repliesByRequest.set(context, reply);
  return data(reply, init);
}

/** The action's reply to this request, while its page is rendered. */
export const replyTo = (context: AppLoadContext) => repliesByRequest.get(context);

/** True while rendering the page that answers a refused form (not one waiting for confirmation). */
export const refused = (context: AppLoadContext) => {
  const reply = replyTo(context);
  return reply !== undefined && reply.status !== "success" && !reply.confirmation;
};

/** The posted form; a body that is not one reads as an empty form (refused by the checks). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** The account pages depend on who asks: no cache may keep them. */
export const headers = () => ({ "Cache-Control": "no-store" });

export { shouldRevalidate } from "~/lib/form-revalidation";

/** The account service's answer when it is not running: every form says it cannot be reached. */
export const authUnavailable = {
  ok: false as const,
  status: 503,
  code: "UNAVAILABLE",
  message: authExtraMessages.unreachable,
};

const unreachable: AuthReply = {
  status: "error",
  notice: { title: authMessages.errorTitle, description: authExtraMessages.unreachable },
};

/**
 * The browser's side of an account form's action. A redirect is the way on (signed in, the next
 * step); a redirect answering one of `welcome.intents` is a finished sign-in, which gets the
 * spec's "Welcome back!", unless it goes to `welcome.unlessTo` (the two-factor step).
 * When no answer comes at all (offline, a proxy error), the visitor reads that instead of an
 * error page and keeps what they typed.
 */
export function authClientAction(
  welcome: { intents: readonly string[]; unlessTo?: string } = { intents: [] },
) {
  return async ({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }) => {
    const intent = welcome.intents.length ? (await request.clone().formData()).get("intent") : null;
    try {
      return (await serverAction()) as AuthReply;
    } catch (error) {
      if (!(error instanceof Response) || error.status < 300 || error.status >= 400) return unreachable;
      const to = error.headers.get("Location") ?? "";
      const signedIn = typeof intent === "string" && welcome.intents.includes(intent);
      if (signedIn && !(welcome.unlessTo && to.startsWith(welcome.unlessTo))) {
        pushToast({ title: authMessages.signedIn, variant: "success" });
      }
      throw error;
    }
  };
}
