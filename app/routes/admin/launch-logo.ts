import { requireAdmin } from "~/features/admin/access";
import type { Route } from "./+types/launch-logo";

/** A city's logo for the team's review: as the city uploaded it, admins only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, { resource: true });
  const logo = await context.services!.launches.logo(params.userId);
  if (!logo) return (await context.notFoundPage?.()) ?? new Response("Not found", { status: 404 });
  return new Response(logo.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": logo.type,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
