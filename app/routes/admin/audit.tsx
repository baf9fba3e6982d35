import { adminSeo, auditPage } from "~/content/admin";
import { AuditTable } from "~/features/admin/audit/audit-table";
import { AdminPageHeading } from "~/features/admin/ui/page-heading";
import { Pager } from "~/features/admin/ui/pager";
import { adminHeaders, adminLoader, adminMeta } from "~/features/admin/admin-route";
import type { Route } from "./+types/audit";

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ inbox, url }) => {
    const cursor = url.searchParams.get("cursor");
    return { page: await inbox.audit(cursor), cursor };
  });

export const headers = adminHeaders;
export const meta = adminMeta(adminSeo.audit);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { page, cursor } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeading title={auditPage.title} intro={auditPage.intro} />
      <AuditTable
        id="audit"
        caption={auditPage.table.caption}
        entries={page.rows}
        empty={auditPage.table.empty}
      />
      <Pager path="/admin/audit" query={new URLSearchParams()} cursor={cursor} next={page.next} />
    </div>
  );
}
