/**
 * What every /admin route module shares: the admin check first, private no-store answers,
 * noindex meta, and one way to run a form's action. The route modules only say what they load
 * and which service call each intent makes.
 */
import { data, type AppLoadContext, type HeadersFunction } from "react-router";
import type { z } from "zod";
import { refusedPageMeta, type PageSeo } from "~/features/seo/meta";
import { requireAdmin } from "./access";
import { parseAdminForm, type AdminReply, type DeleteQuestion } from "./schemas";
import type { ActionOutcome, Actor, InboxService } from "./service";

type RouteArgs = { request: Request; context: AppLoadContext };

/** Requests whose action refused the input: the same request's loader says so (the "Error: " title). */
const refusedRequests = new WeakSet<object>();

/**
 * A loader of an inbox page: the admin check, then `load`; the answer is never cached or stored
 * (it holds visitors' personal data). `refused` puts "Error: " before the page title: a form of
 * the page was refused (the action), or its query was (`load` says so).
 */
export async function adminLoader<T extends object>(
  { request, context }: RouteArgs,
  load: (admin: { inbox: InboxService; actor: Actor; url: URL }) => Promise<T>,
) {
  const { inbox, actor, headers } = await requireAdmin(request, context);
  const loaded = await load({ inbox, actor, url: new URL(request.url) });
  headers.set("Cache-Control", "no-store");
  return data(
    { ...loaded, refused: ("refused" in loaded && loaded.refused === true) || refusedRequests.has(context) },
    { headers },
  );
}

/**
 * An inbox form's action: the admin check (with the Origin check), the form parsed with
 * `schema`, then `run` for what it asked. Refused input changes nothing and answers 400 with the
 * fields' messages; the service's own refusals ("not sent", "in the past") answer 200 with its
 * sentence, as the page shows them in the same place.
 */
export async function adminAction<S extends z.ZodType>(
  { request, context }: RouteArgs,
  schema: S,
  run: (
    value: z.output<S>,
    admin: { inbox: InboxService; actor: Actor },
  ) => Promise<ActionOutcome | DeleteQuestion>,
  targetOf: (values: Record<string, string>) => string | undefined = () => undefined,
) {
  const { inbox, actor, headers } = await requireAdmin(request, context);
  headers.set("Cache-Control", "no-store");
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseAdminForm(schema, formData);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const base = { intent: parsed.values.intent ?? "", target: targetOf(parsed.values), id };
  if (!parsed.ok) {
    refusedRequests.add(context);
    const reply: AdminReply = {
      ...base,
      ok: false,
      message: parsed.message,
      errors: parsed.errors,
      values: parsed.values,
    };
    return data(reply, { status: 400, headers });
  }
  const outcome = await run(parsed.value, { inbox, actor });
  const reply: AdminReply = { ...base, ...outcome, values: outcome.ok ? undefined : parsed.values };
  return data(reply, { headers });
}

/** Every inbox page: never stored by a browser or a proxy. */
export const adminHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append("set-cookie", cookie);
  merged.set("Cache-Control", "no-store");
  return merged;
};

/**
 * An inbox page's meta: its title (with "Error: " after a refused form), never indexed. `page`
 * gives what the loader's data changes: a lead's own title and address.
 */
export function adminMeta(
  seo: Omit<PageSeo, "noindex">,
  page?: (loaderData: unknown) => Partial<Pick<PageSeo, "title" | "path">> | undefined,
) {
  return refusedPageMeta((loaderData) => ({ ...seo, ...page?.(loaderData), noindex: true }));
}
