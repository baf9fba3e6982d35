import { leadsPage } from "~/content/admin";
import { requireAdmin } from "~/features/admin/access";
import { parseLeadFilter } from "~/features/admin/leads/filter";
import { todayUtc } from "~/features/admin/ui/format";
import type { LeadFilter } from "~/features/admin/service";
import type { Route } from "./+types/export";

/** leads-2026-11-28.csv, naming held leads and a type: two exports of one day keep apart. */
const fileName = ({ verdict, type }: LeadFilter) =>
  `${["leads", verdict === "held" && "held", type, todayUtc()].filter(Boolean).join("-")}.csv`;

/** The filtered leads as CSV, streamed from the database (the same query string as the list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox, headers } = await requireAdmin(request, context, { resource: true });
  const { filter, errors } = parseLeadFilter(new URL(request.url).searchParams);
  headers.set("Cache-Control", "no-store");
  // A file of other leads than those asked for would pass for the answer: none is made.
  const refused = Object.values(errors);
  if (refused.length) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(leadsPage.exportRefused(refused), { status: 400, headers });
  }
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${fileName(filter)}"`);
  return new Response(inbox.exportCsv(filter), { headers });
}
