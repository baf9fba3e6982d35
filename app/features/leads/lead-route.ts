/**
 * Everything a lead form's page exports besides its component and its meta, written once for the
 * six of them:
 *
 *     export { loader, action, clientAction, shouldRevalidate } from "~/features/leads/lead-route";
 *     export const meta = leadPageMeta(seo);
 *
 * The route's path names the form (`leadFormPaths`), so the same exports serve every lead page.
 * The action hands the request to the lead service in the load context and answers with its
 * reply and HTTP status. Without JavaScript the reply comes back as a new page, whose title must
 * then start with "Error: " (GOV.UK): `meta` sees only loader data, so the loader passes on
 * whether this request's action refused the form.
 */
import { data, type AppLoadContext } from "react-router";
import { leadFormPaths, leadNotices, type LeadType } from "~/content/leads";
import { refusedPageMeta } from "~/features/seo/meta";
import type { LeadReply } from "./service";

const typeByPath = new Map<string, LeadType>(
  Object.entries(leadFormPaths).map(([type, path]) => [path, type as LeadType]),
);

/**
 * The lead form whose page this path is, if any. A trailing slash is the same page, and React
 * Router's action requests sent by JavaScript add `.data`.
 */
export function leadTypeAt(pathname: string): LeadType | undefined {
  return typeByPath.get(pathname.replace(/\.data$/, "").replace(/\/+$/, ""));
}

/** The form a lead page's request is for. */
function leadTypeOf(url: URL): LeadType {
  const type = leadTypeAt(url.pathname);
  if (!type) throw data(null, { status: 404 });
  return type;
}

function failedReply(type: LeadType, nextToken: string): LeadReply {
  return { type, status: "failed", notice: leadNotices[type].failure, fields: {}, nextToken };
}

/** What each request's action answered, so the same request's loader can see it; dies with it. */
const repliesByRequest = new WeakMap<object, LeadReply>();

type ActionArgs = { request: Request; url: URL; context: AppLoadContext };

export async function action({ request, url, context }: ActionArgs) {
  const type = leadTypeOf(url);
  const leads = context.services?.leads;
  // Without the service (a misconfigured server) the visitor gets the form's failure message,
  // never a stack trace.
  const { reply, status } = leads
    ? await leads.submit(type, request, { clientAddress: context.clientAddress ?? "unknown" })
    : { reply: failedReply(type, context.formToken ?? ""), status: 503 };
  repliesByRequest.set(context, reply);
  return data(reply, { status });
}

/** True while rendering the page that answers a refused submission of one of its forms. */
export function formRefused(context: AppLoadContext): boolean {
  return repliesByRequest.get(context)?.status === "invalid";
}

export const loader = ({ context }: { context: AppLoadContext }) => ({ refused: formRefused(context) });

/**
 * The browser side of the action. When no answer comes back at all (offline, a proxy error, an
 * oversized body) the visitor gets the form's failure message instead of an error page, and keeps
 * their answers.
 */
export async function clientAction({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<unknown>;
}): Promise<LeadReply> {
  const type = leadTypeOf(new URL(request.url));
  try {
    return (await serverAction()) as LeadReply;
  } catch {
    return failedReply(type, "");
  }
}

export { shouldRevalidate } from "~/lib/form-revalidation";

/** The page's meta, with "Error: " before its title while a refused form is shown. */
export const leadPageMeta = refusedPageMeta;
