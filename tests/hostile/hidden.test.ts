// What nobody may use, or learn is there, answers exactly as a path that does not exist. Better
// Auth's endpoints that the site does not serve (its admin plugin's above all, which skip the audit
// log and the last-admin rule, and list-sessions, which hands out other sessions' tokens) for
// everyone, admins included; the team's inbox for anyone but an admin. On PGlite and on the
// PostgreSQL server, through the built site.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exposedAuthEndpoints } from "../../server/auth/endpoints";
import { authBasePath } from "../../server/auth/auth";
import { user } from "../../server/db/schema";
import { postgresAvailable } from "../../server/testing/databases";
import {
  accountsState,
  assertSafe,
  comparable,
  httpBytes,
  rawRequest,
  signedInAccount,
  startHostileSite,
  type HostileSite,
  unknownPath,
} from "./harness";
import { authPaths } from "./routes";

type Who = { label: string; headers: Record<string, string> };

describe.each([
  { name: "pglite" as const, skip: false },
  { name: "postgres" as const, skip: !postgresAvailable },
])("hidden paths on $name", ({ name, skip }) => {
  let site: HostileSite;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  let secondAdmin: Awaited<ReturnType<typeof signedInAccount>>;
  let member: Awaited<ReturnType<typeof signedInAccount>>;
  let withTwoFactor: Awaited<ReturnType<typeof signedInAccount>>;
  /** What the other admin endpoints are aimed at (ban, remove, revoke...): no other test's account. */
  let victim: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    if (skip) return;
    site = await startHostileSite(name);
    [admin, secondAdmin, member, withTwoFactor, victim] = await Promise.all([
      signedInAccount(site, { role: "admin" }),
      signedInAccount(site, { role: "admin" }),
      signedInAccount(site, { role: "user" }),
      signedInAccount(site, { role: "user" }),
      signedInAccount(site, { role: "user" }),
    ]);
    await site.services.database.db
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.id, withTwoFactor.id));
  });
  afterAll(() => site?.stop());

  const send = (...[method, target, options]: Parameters<typeof httpBytes>) =>
    rawRequest(site.port, httpBytes(method, target, { host: new URL(site.origin).host, ...options }));

  /**
   * Sends the request to `target` and the same one (method, headers, body) to a path that does not
   * exist (its `.data` for a `.data` target), and expects the same answer from both.
   */
  async function expectAnsweredAsUnknown(
    method: string,
    target: string,
    who: Who,
    body?: string,
    type = "application/json",
  ) {
    const headers = { ...who.headers, ...(body === undefined ? {} : { "Content-Type": type }) };
    const data = target.split("?")[0]!.endsWith(".data");
    const reference = `${unknownPath}${data ? ".data" : ""}`;
    const [answer, unknown] = [
      await send(method, target, { headers, body }),
      await send(method, reference, { headers, body }),
    ];
    const label = `${who.label}: ${method} ${target}`;
    assertSafe(answer, label);
    const perRequest = data && method === "GET";
    expect.soft(comparable(answer, perRequest), label).toEqual(comparable(unknown, perRequest));
  }

  it.skipIf(skip)(
    "every /api/auth/admin/* endpoint answers an admin as a path that does not exist, and changes nothing",
    async () => {
      const adminPaths = authPaths(site.services).filter((path) => path.startsWith(`${authBasePath}/admin/`));
      expect(adminPaths.length, "the admin plugin's endpoints, read from Better Auth").toBeGreaterThan(10);
      // The known attacks, each with the body that once succeeded; the others get a plausible one.
      const attacks: Record<string, unknown[]> = {
        "/admin/create-user": [
          { email: "made-by-api@example.test", password: "a long password 42", name: "x", role: "admin" },
        ],
        "/admin/set-user-password": [{ userId: secondAdmin.id, newPassword: "taken over 42" }],
        "/admin/impersonate-user": [{ userId: withTwoFactor.id }],
        // Every admin demoted, this one last: none left.
        "/admin/set-role": [
          { userId: secondAdmin.id, role: "user" },
          { userId: admin.id, role: "user" },
        ],
      };
      const asAdmin: Who = { label: "admin", headers: admin.headers };
      const before = await accountsState(site);
      for (const path of adminPaths) {
        const bodies = attacks[path.slice(authBasePath.length)] ?? [{ userId: victim.id }];
        for (const body of bodies) {
          await expectAnsweredAsUnknown("POST", path, asAdmin, JSON.stringify(body));
        }
        await expectAnsweredAsUnknown("GET", `${path}?userId=${victim.id}`, asAdmin);
        await expectAnsweredAsUnknown("HEAD", path, asAdmin);
      }
      expect(await accountsState(site), "nothing changed, nothing logged").toEqual(before);
    },
    300_000,
  );

  it.skipIf(skip)(
    "every other Better Auth endpoint the site does not serve is hidden too; the served ones answer",
    async () => {
      const served = Object.keys(exposedAuthEndpoints).map(
        (path) => `${authBasePath}${path.replace(/:\w+/g, "x")}`,
      );
      const hidden = authPaths(site.services).filter(
        (path) => !served.includes(path) && !path.startsWith(`${authBasePath}/admin/`),
      );
      expect(hidden).toContain(`${authBasePath}/list-sessions`);
      const who: Who = { label: "signed in", headers: member.headers };
      const before = await accountsState(site);
      for (const path of hidden) {
        await expectAnsweredAsUnknown("GET", path, who);
        await expectAnsweredAsUnknown("POST", path, who, "{}");
      }
      // Other spellings of the same endpoints reach nothing either.
      for (const path of [
        "/API/AUTH/admin/list-users",
        "/api/auth/admin%2Flist-users",
        "/api/auth/%61dmin/list-users",
        "/api/auth/list-sessions/",
        "/api/auth",
        "/api/auth/",
      ]) {
        await expectAnsweredAsUnknown("GET", path, who);
      }
      expect(await accountsState(site), "nothing changed").toEqual(before);
      // The control: a served endpoint answers, so the comparison above could fail.
      const session = await send("GET", `${authBasePath}/get-session`, { headers: member.headers });
      expect(session.status).toBe(200);
      expect(session.body).toContain(member.email);
    },
    300_000,
  );

  it.skipIf(skip)("list-sessions gives no session's token: the endpoint is not served", async () => {
    // An account of its own (the tests above aim the admin endpoints at `member`), with a second
    // session, whose token list-sessions used to return.
    const account = await signedInAccount(site, { role: "user" });
    const other = await fetch(`${site.origin}${authBasePath}/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.origin },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { token } = (await other.json()) as { token: string };
    for (const who of [
      { label: "cookie", headers: account.headers },
      { label: "bearer", headers: { Authorization: `Bearer ${account.token}` } },
    ]) {
      const response = await send("GET", `${authBasePath}/list-sessions`, { headers: who.headers });
      expect(response.body, `${who.label}: the other session's token`).not.toContain(token);
      await expectAnsweredAsUnknown("GET", `${authBasePath}/list-sessions`, who);
    }
  });

  it.skipIf(skip)(
    "the inbox, for anyone but an admin: every URL, its data and every action answer as a path that does not exist",
    async () => {
      const lead = "00000000-0000-4000-8000-000000000000";
      const pages = [
        "/admin",
        "/admin/",
        "/ADMIN",
        "/%61dmin",
        "/admin?type=pilot",
        `/admin/leads/${lead}`,
        "/admin/subscribers",
        "/admin/users?q=example",
        "/admin/audit",
        "/admin/export.csv",
        // What the routers' URL parser resolves to the inbox.
        "/x/..\\admin",
        "/x/%2e%2e/admin/users",
      ];
      const data = [
        "/admin.data",
        "/admin/users.data",
        "/admin/audit.data",
        `/admin/leads/${lead}.data`,
        // Its 404 once named routes/admin and routes/admin-leads.
        "/x/..\\admin.data",
        "/x/%2E%2e/ADMIN/users.data",
      ];
      const visitors: Who[] = [
        { label: "anonymous", headers: {} },
        { label: "member (cookie)", headers: member.headers },
        { label: "member (bearer)", headers: { Authorization: `Bearer ${member.token}` } },
        { label: "forged cookie", headers: { Cookie: "better-auth.session_token=forged.x" } },
      ];
      const form = "intent=grant&email=x%40example.test&tier=Local+AI+Hero&until=2099-12-31";
      const before = await accountsState(site);
      for (const who of visitors) {
        const withOrigin: Who = { ...who, headers: { ...who.headers, Origin: site.origin } };
        for (const path of pages) {
          await expectAnsweredAsUnknown("GET", path, who);
          await expectAnsweredAsUnknown("HEAD", path, who);
        }
        for (const path of data) await expectAnsweredAsUnknown("GET", path, who);
        // A path that cannot be decoded gets the answer it gets where nothing exists: a 400, its
        // CSP nonce new in each answer.
        for (const rest of [`/leads/%FF`, "/users/%", `/leads/${lead}%E0.data`]) {
          const [answer, elsewhere] = [
            await send("GET", `/admin${rest}`, { headers: who.headers }),
            await send("GET", `${unknownPath}${rest}`, { headers: who.headers }),
          ];
          const label = `${who.label}: GET /admin${rest}`;
          assertSafe(answer, label);
          expect.soft(comparable(answer, true), label).toEqual(comparable(elsewhere, true));
        }
        for (const path of ["/admin/users", "/admin/users.data", `/admin/leads/${lead}`]) {
          await expectAnsweredAsUnknown("POST", path, withOrigin, form, "application/x-www-form-urlencoded");
        }
      }
      expect(await accountsState(site), "nothing changed").toEqual(before);
      // The control: the admin opens the same URLs.
      for (const path of ["/admin", "/admin/users", "/admin.data", "/admin/export.csv"]) {
        const response = await send("GET", path, { headers: admin.headers });
        expect(response.status, `admin: GET ${path}`).toBe(200);
      }
    },
    300_000,
  );
});
