import { requireAdmin } from "~/features/admin/access";
import { parseLeadFilter } from "~/features/admin/filter";
import { todayUtc } from "~/features/admin/format";
import type { Route } from "./+types/admin-export";

/** The filtered leads as CSV, streamed from the database (the same query string as the list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox, headers } = await requireAdmin(request, context, { resource: true });
  const { filter } = parseLeadFilter(new URL(request.url).searchParams);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="leads-${todayUtc()}.csv"`);
  headers.set("Cache-Control", "no-store");
  return new Response(inbox.exportCsv(filter), { headers });
}
