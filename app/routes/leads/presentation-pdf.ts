import type { LeadService } from "~/features/leads/service";
import type { Route } from "./+types/presentation-pdf";

type Pdf = { bytes: Uint8Array<ArrayBuffer>; etag: string };

// The slides change only with a deploy, so each process renders them once, on first request.
let presentation: Promise<Pdf> | undefined;

async function render(leads: LeadService): Promise<Pdf> {
  // A copy typed over a plain ArrayBuffer, which Response and digest insist on; once per process.
  const bytes = new Uint8Array(await leads.presentationPdf());
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return { bytes, etag: `"${Buffer.from(digest).toString("base64url")}"` };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The server renders the slides (server/leads/presentation-pdf.tsx); without it there are none.
  const leads = context.services?.leads;
  if (!leads) return new Response("Service Unavailable", { status: 503 });
  presentation ??= render(leads).catch((error: unknown) => {
    // A failed render must not be cached: the next request tries again.
    presentation = undefined;
    throw error;
  });
  const { bytes, etag } = await presentation;
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": 'inline; filename="ShopCity-presentation.pdf"',
    "Cache-Control": "public, max-age=3600",
    ETag: etag,
  };
  const known = request.headers
    .get("If-None-Match")
    ?.split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""));
  if (known?.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers: { ...headers, "Content-Length": String(bytes.byteLength) } });
}
