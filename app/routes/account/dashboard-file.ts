import { businessColumns } from "~/features/dashboard/business-list";
import { requireSession } from "~/features/auth/session";
import type { Route } from "./+types/dashboard-file";

/**
 * The dashboard's files: the city's logo, the business list's template and the list as
 * imported. Private to the signed-in subscriber and their colleagues: never cached by a proxy.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const missing = () => context.notFoundPage?.() ?? new Response("Not found", { status: 404 });
  const { session } = await requireSession(request, context);
  const launches = context.services!.launches;
  // A colleague's files are the city's: the owner's launch.
  const { ownerId } = await context.services!.team.cityOf(session.user.id);
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
  switch (params.file) {
    case "logo": {
      const logo = await launches.logo(ownerId);
      if (!logo) return missing();
      return new Response(logo.bytes as Uint8Array<ArrayBuffer>, {
        headers: { ...headers, "Content-Type": logo.type },
      });
    }
    case "template.csv":
      return csv(`${businessColumns.join(",")}\r\n`, "business-list-template.csv", headers);
    case "businesses.csv":
      return csv(await launches.businessesCsv(ownerId), "businesses.csv", headers);
    default:
      return missing();
  }
}

function csv(body: string, name: string, headers: Record<string, string>) {
  return new Response(body, {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
