// Control characters (NUL, the other C0 but tab and line breaks, DEL, C1) in a query or a body, on
// the built site with real services, on PGlite and on the PostgreSQL server: 400 at every route
// that reads input, signed out and as an admin, for every route the build and Better Auth have
// (tests/hostile/routes.ts). A route that reads no body answers as it does without them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeWebhookPath } from "../../server/billing/webhook";
import { postgresAvailable } from "../../server/testing/databases";
import { assertSafe, httpBytes, rawRequest, signIn, startHostileSite, type HostileSite } from "./harness";
import { authBasePath } from "../../server/auth/auth";
import { authPaths, postTargets, routePaths } from "./routes";

/** Better Auth's endpoints that end a session whatever the body says: seen signed out only. */
const endsSession =
  /\/(sign-out|revoke-sessions?|revoke-other-sessions|revoke-user-sessions?|delete-user|remove-user|stop-impersonating)\b/;

/** The same answers, with a control character or without: not a valid address, so no lead is stored. */
const form = (name: string) =>
  new URLSearchParams({ email: "eve-at-example.test", name, message: "Hello\r\nthere\tfriend" }).toString();
const json = (name: string) =>
  JSON.stringify({ email: "eve-at-example.test", password: "wrong-password-1", name, token: "x" });
const characters = ["\u0000", "\u0001", "\u001b", "\u007f", "\u0085"];

describe.each([
  { name: "pglite" as const, skip: false },
  { name: "postgres" as const, skip: !postgresAvailable },
])("control characters on $name", ({ name, skip }) => {
  let site: HostileSite;
  let visitors: { label: string; headers: Record<string, string> }[];

  beforeAll(async () => {
    if (skip) return;
    site = await startHostileSite(name);
    visitors = [
      { label: "signed out", headers: {} },
      { label: "an admin", headers: await signIn(site, { role: "admin" }) },
    ];
  });
  afterAll(() => site?.stop());

  const send = (...[method, target, options]: Parameters<typeof httpBytes>) =>
    rawRequest(site.port, httpBytes(method, target, { host: new URL(site.origin).host, ...options }));

  it.skipIf(skip)(
    "in a query: 400 for every page and endpoint, the inbox's filters too",
    async () => {
      const targets = [...(await routePaths()), ...authPaths(site.services), "/healthz", stripeWebhookPath];
      for (const visitor of visitors) {
        for (const target of targets) {
          for (const [param, control] of [
            ["q", "%00"],
            ["source", "%00"],
            ["medium", "%01"],
            ["campaign", "%7F"],
            ["utm_source", "%C2%85"],
          ]) {
            const url = `${target}?${param}=a${control}b`;
            const label = `GET ${url} (${visitor.label})`;
            const response = await send("GET", url, { headers: visitor.headers });
            assertSafe(response, label);
            expect(response.status, label).toBe(400);
          }
        }
      }
      // The control: tabs and line breaks are text, and the inbox takes its filters.
      const admin = visitors[1]!;
      const inbox = await send("GET", "/admin?source=a%09b&medium=%0A&campaign=x", {
        headers: admin.headers,
      });
      expect(inbox.status).toBe(200);
    },
    600_000,
  );

  it.skipIf(skip)(
    "in a body: 400 from every route that reads one, nothing stored",
    async () => {
      const targets = await postTargets(site.services);
      const cases = visitors.flatMap((visitor) =>
        targets
          .filter((target) => visitor === visitors[0] || !endsSession.test(target))
          .map((target) => {
            const isJson = target.startsWith(`${authBasePath}/`) || target === stripeWebhookPath;
            const headers = {
              ...visitor.headers,
              Origin: site.origin,
              "Content-Type": isJson ? "application/json" : "application/x-www-form-urlencoded",
            };
            return { visitor, target, headers, body: isJson ? json : form };
          }),
      );
      // Each request without the characters first: what the route says to the same answers.
      const controls = [];
      for (const { visitor, target, headers, body } of cases) {
        const control = await send("POST", target, { headers, body: body("Eve") });
        assertSafe(control, `POST ${target} (${visitor.label})`);
        controls.push(control.status);
      }
      const before = await site.rowCounts();
      let refused = 0;
      for (const [index, { visitor, target, headers, body }] of cases.entries()) {
        const control = controls[index]!;
        for (const character of characters) {
          const response = await send("POST", target, { headers, body: body(`E${character}ve`) });
          const what = `POST ${target} (${visitor.label}) with U+${character.codePointAt(0)!.toString(16).padStart(4, "0")}`;
          assertSafe(response, what);
          // The inbox is not there for anyone else (the 404 page, whatever the body says); a route
          // that takes no POST, or finds nothing for what it was sent, may say so instead of 400.
          if (visitor === visitors[0] && target.startsWith("/admin")) expect(response.status, what).toBe(404);
          else if ([404, 405].includes(control)) expect([400, control], what).toContain(response.status);
          else {
            expect(response.status, what).toBe(400);
            refused += 1;
          }
        }
      }
      // Lead forms, account forms, the inbox's actions, Better Auth, Stripe's webhook: many routes.
      expect(refused).toBeGreaterThan(50);
      expect(await site.rowCounts()).toEqual(before);
    },
    600_000,
  );
});
