// Better Auth routes the path its URL parser makes of the target: `\` is `/`, `.` and `..` segments
// (also `%2e`) are resolved. `/api/auth/reset-password/..\list-sessions` once passed the allow-list
// as a reset link and ran /list-sessions; `..\admin\create-user` made an admin. Every Better Auth
// endpoint the site does not serve (read from Better Auth, not listed here), in every spelling that
// parser could turn into its path, through the reset link's token and directly, must answer as a
// path that does not exist, to anyone, and change nothing. On PGlite and on the PostgreSQL server,
// through the built site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authBasePath } from "../../server/auth/auth";
import { exposedAuthEndpoints } from "../../server/auth/endpoints";
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
import { authEndpoints } from "./routes";

/**
 * Targets that Better Auth's URL parser turns into `endpoint` (below the base path, e.g.
 * `/admin/create-user`), or into a path beside it, each spelled as an attacker would.
 */
function spellings(endpoint: string): string[] {
  const rest = endpoint.slice(1);
  const back = rest.replaceAll("/", "\\");
  const encoded = (slash: string) => rest.replaceAll("/", slash);
  const base = authBasePath;
  const token = `${base}/reset-password/`;
  return [
    // Through the reset link's token.
    `${token}..\\${back}`,
    `${token}..%5C${encoded("%5C")}`,
    `${token}..%5c${encoded("%5c")}`,
    `${token}%2e%2e\\${back}`,
    `${token}%2E%2e\\${back}`,
    `${token}.%2E\\${back}`,
    `${token}x\\..\\..\\${back}`,
    `${token}..\\${back}?callbackURL=%2Fauth%2Freset-password`,
    `/API/Auth/Reset-Password/..\\${back}`,
    `${base}//reset-password/..\\${back}`,
    `${token}/..\\${back}`,
    // Directly.
    `${base}/x/..${endpoint}`,
    `${base}/x/%2e%2e${endpoint}`,
    `${base}/x/%2E%2e${endpoint}`,
    `${base}/get-session/..${endpoint}`,
    `${base}/./${rest}`,
    `${base}/%2e/${rest}`,
    `${base}/${endpoint}`,
    `${base}${endpoint.replaceAll("/", "//")}`,
    `${base}\\${back}`,
    `${base}%5C${encoded("%5C")}`,
    `${base}${endpoint}/.`,
    `${base}${endpoint}#`,
    `/x/..\\${base.slice(1).replaceAll("/", "\\")}\\${back}`,
    `/x/%2e%2e${base}${endpoint}`,
  ];
}

describe.each([
  { name: "pglite" as const, skip: false },
  { name: "postgres" as const, skip: !postgresAvailable },
])("paths around the /api/auth allow-list on $name", ({ name, skip }) => {
  let site: HostileSite;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  let member: Awaited<ReturnType<typeof signedInAccount>>;

  beforeAll(async () => {
    if (skip) return;
    site = await startHostileSite(name);
    [admin, member] = await Promise.all([
      signedInAccount(site, { role: "admin" }),
      signedInAccount(site, { role: "user" }),
    ]);
  });
  afterAll(() => site?.stop());

  const send = (method: string, target: string, headers: Record<string, string>, body?: string) =>
    rawRequest(
      site.port,
      httpBytes(method, target, {
        host: new URL(site.origin).host,
        headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
        body,
      }),
    );

  /** The endpoints the site does not serve, read from Better Auth (its API and the admin plugin). */
  const hiddenEndpoints = () => {
    const served = Object.keys(exposedAuthEndpoints).map((path) => path.replace(/:\w+/g, "x"));
    return authEndpoints(site.services).filter(({ path }) => !served.includes(path));
  };

  it.skipIf(skip)(
    "every hidden endpoint, in every spelling, answers anyone exactly as a path that does not exist",
    async () => {
      const endpoints = hiddenEndpoints();
      expect(endpoints).toEqual(
        expect.arrayContaining([
          { path: "/list-sessions", methods: ["GET"] },
          { path: "/admin/create-user", methods: ["POST"] },
        ]),
      );
      const visitors = [
        { label: "anonymous", headers: { Origin: site.origin } },
        { label: "member", headers: member.headers },
        { label: "admin", headers: admin.headers },
      ];
      const requests = visitors.flatMap((who) =>
        (["GET", "POST"] as const).map((method) => ({
          who,
          method,
          body: method === "POST" ? "{}" : undefined,
        })),
      );
      const before = await accountsState(site);
      const failures: string[] = [];
      for (const { who, method, body } of requests) {
        // The 404 of a path that does not exist is the same bytes every time: asked once.
        const unknown = comparable(await send(method, unknownPath, who.headers, body), false);
        // Each endpoint with the method it answers (both for one that takes any).
        const targets = endpoints
          .filter(({ methods }) => methods.includes(method))
          .flatMap(({ path }) => spellings(path));
        // A few at a time: thousands of requests, each on a connection of its own.
        for (let start = 0; start < targets.length; start += 8) {
          await Promise.all(
            targets.slice(start, start + 8).map(async (target) => {
              const answer = await send(method, target, who.headers, body);
              const label = `${who.label}: ${method} ${target}`;
              assertSafe(answer, label);
              try {
                expect(comparable(answer, false)).toEqual(unknown);
              } catch {
                failures.push(`${label} -> ${answer.status} ${answer.body.slice(0, 80)}`);
              }
            }),
          );
        }
      }
      expect(failures, "answered otherwise than a path that does not exist").toEqual([]);
      expect(await accountsState(site), "nothing changed").toEqual(before);
    },
    600_000,
  );

  it.skipIf(skip)("the reported attacks make no admin and give no session token", async () => {
    const unknown = comparable(await send("POST", unknownPath, admin.headers, "{}"), false);
    const before = await accountsState(site);
    const newAdmin = JSON.stringify({
      email: "made-through-the-token@example.test",
      password: "a long password 42",
      name: "x",
      role: "admin",
    });
    for (const target of [
      `${authBasePath}/reset-password/..\\admin\\create-user`,
      `${authBasePath}/reset-password/%2e%2e%5Cadmin%5Ccreate-user`,
    ]) {
      const created = await send("POST", target, admin.headers, newAdmin);
      expect(comparable(created, false), target).toEqual(unknown);
    }
    expect(await accountsState(site), "no account made").toEqual(before);

    const sessions = await send("GET", `${authBasePath}/reset-password/..\\list-sessions`, member.headers);
    expect(sessions.body).not.toContain(member.token);
    expect(comparable(sessions, false)).toEqual(
      comparable(await send("GET", unknownPath, member.headers), false),
    );
  });
});
