/**
 * The loader and action of /dashboard. Every form posts here (multipart, so that files go with
 * it), with or without JavaScript; a finished change redirects back (Post/Redirect/Get) with a
 * `saved` query the page turns into its notice.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { dashboardCopy } from "~/content/dashboard";
import { readForm } from "~/features/auth/form-route";
import { requireSession } from "~/features/auth/session";
import { brandSchema } from "./brand";

export const dashboardPath = "/dashboard";
export const intents = ["brand", "import", "request-live"] as const;
export type DashboardIntent = (typeof intents)[number];

/** The businesses shown at first, and how many more each "Show more" adds. */
export const listPageSize = 20;

export type DashboardReply =
  | { intent: "brand"; errors: Record<string, string[]>; values: Record<string, string> }
  | { intent: "import"; problems: string[]; problemCount: number; ignored: string[] }
  | { intent: "request-live" | "locked" | "failed"; message: string };

type Args = { request: Request; context: AppLoadContext; url: URL };

/** Refused answers make the page's title start with "Error: ". */
const refusedRequests = new WeakSet<object>();

export async function dashboardLoader({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { url });
  headers.set("Cache-Control", "no-store");
  const services = context.services!;
  const refused = refusedRequests.has(context);
  // A colleague works the city's launch: the owner's, under the owner's subscription.
  const [status, city] = await Promise.all([
    services.billing.status(session.user.id).catch(() => null),
    services.team.cityOf(session.user.id).catch(() => null),
  ]);
  if (!status?.subscribed || !city) {
    return data(
      { subscribed: false as const, failed: status === null || city === null, refused },
      { headers },
    );
  }
  const ownerId = city.ownerId;
  const q = url.searchParams.get("q")?.slice(0, 200) ?? "";
  const shown = Math.min(
    10_000,
    Math.max(listPageSize, Number(url.searchParams.get("show")) || listPageSize),
  );
  const [launch, businesses] = await Promise.all([
    services.launches.view(ownerId),
    services.launches.businesses(ownerId, { q, limit: shown }),
  ]);
  const saved = url.searchParams.get("saved");
  const count = Number(url.searchParams.get("count")) || 0;
  const ignored = url.searchParams.getAll("ignored").slice(0, 20);
  return data(
    {
      subscribed: true as const,
      role: city.role,
      launch,
      businesses,
      q,
      shown,
      notice:
        saved === "brand"
          ? dashboardCopy.saved.brand
          : saved === "import"
            ? dashboardCopy.saved.import(count)
            : saved === "requested"
              ? dashboardCopy.saved.requested
              : saved === "joined"
                ? dashboardCopy.saved.joined
                : null,
      ignored: saved === "import" ? ignored : [],
      refused,
    },
    { headers },
  );
}

export async function dashboardAction({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { url });
  headers.set("Cache-Control", "no-store");
  const services = context.services!;
  const refuse = (reply: DashboardReply, status = 400) => {
    refusedRequests.add(context);
    return data(reply, { status, headers });
  };
  const [status, city] = await Promise.all([
    services.billing.status(session.user.id).catch(() => null),
    services.team.cityOf(session.user.id).catch(() => null),
  ]);
  if (!status?.subscribed || !city) throw redirect(dashboardPath, { status: 303, headers });

  const form = await readForm(request);
  const intent = form.get("intent");
  // Whoever of the city's people does a step, it is the city's launch: the owner's.
  const userId = city.ownerId;
  const done = (query: URLSearchParams, anchor: string) =>
    redirect(`${dashboardPath}?${query}#${anchor}`, { status: 303, headers });

  switch (intent) {
    case "brand": {
      const submission = parseWithZod(form, { schema: brandSchema });
      const values = Object.fromEntries(
        ["displayName", "state", "domain", "brandColor"].map((key) => [key, String(form.get(key) ?? "")]),
      );
      const logo = form.get("logo");
      const file = logo instanceof File && logo.size > 0 ? logo : undefined;
      if (submission.status !== "success") {
        return refuse({ intent, errors: flatErrors(submission.error), values });
      }
      const outcome = await services.launches.saveBrand(
        userId,
        submission.value,
        file && { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
      );
      if (!outcome.ok && "locked" in outcome)
        return refuse({ intent: "locked", message: dashboardCopy.locked }, 409);
      if (!outcome.ok) return refuse({ intent, errors: { logo: [outcome.logo] }, values });
      return done(new URLSearchParams({ saved: "brand" }), "step-brand");
    }
    case "import": {
      const list = form.get("list");
      const bytes = list instanceof File ? new Uint8Array(await list.arrayBuffer()) : new Uint8Array();
      const outcome = await services.launches.importList(userId, bytes);
      if (!outcome.ok && "locked" in outcome)
        return refuse({ intent: "locked", message: dashboardCopy.locked }, 409);
      if (!outcome.ok) return refuse({ intent, ...outcome });
      const query = new URLSearchParams({ saved: "import", count: String(outcome.count) });
      for (const column of outcome.ignored.slice(0, 20)) query.append("ignored", column.slice(0, 60));
      return done(query, "step-import");
    }
    case "request-live": {
      const outcome = await services.launches.requestLive(userId, session.user.email);
      if (!outcome.ok) return refuse({ intent, message: dashboardCopy.live.next.todo });
      return done(new URLSearchParams({ saved: "requested" }), "step-live");
    }
    default:
      return refuse({ intent: "failed", message: dashboardCopy.failed });
  }
}

/** Conform's errors (keyed by field, possibly "" for the form) as the page shows them. */
function flatErrors(errors: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([key, messages]) => (messages?.length ? [[key, messages]] : [])),
  );
}
