import { randomUUID } from "node:crypto";
import { request as http, test, type APIResponse } from "@playwright/test";
import { createConfirmedUser, grantedTier, nextYearEnd } from "../accounts/accounts-support";
import { startAdminServer, type AdminServer } from "./admin-support";
import { adminCommand } from "../server";
import { expect, httpOnly, unknownPath } from "../support";

/**
 * Who may use the team's inbox (decision 0010): an admin, and nobody else. Everyone else gets the
 * 404 page with status 404 on every /admin URL, its client-navigation data (.data) and every
 * action, and nothing changes; an admin's change from anywhere but the site's own pages is refused
 * (403); a demoted admin is out from the next request on; Better Auth's admin API refuses
 * non-admins too. Each refusal is paired with the admin doing the same thing successfully, so a
 * refusal cannot pass just because a URL or a form is wrong.
 */

test.describe("the inbox's access rules (a server on PostgreSQL of its own)", () => {
  // One server for the tests of this group in this worker; they run one after the other.
  test.describe.configure({ mode: "default" });
  let server: AdminServer;
  let notFound: { title: string; main: string };
  const { until } = nextYearEnd();

  test.beforeAll(async () => {
    // A server of its own, starting on a loaded machine: more than a test's usual time.
    test.setTimeout(120_000);
    server = await startAdminServer();
    notFound = pageOf(await (await fetch(`${server.origin}${unknownPath}`)).text());
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  // Accounts (slow password hashes), leads and the admin command (a bundle per run) on a second
  // server: a slow test's time.
  test.beforeEach(() => test.slow());

  const command = (...args: string[]) => adminCommand({ DATABASE_URL: server.databaseUrl }, ...args);

  /** A browser-less visitor with a cookie jar of its own: anonymous, or signed in as `account`. */
  async function visitor(account?: { email: string; password: string }) {
    const context = await http.newContext();
    if (account) {
      const signedIn = await context.post(`${server.origin}/api/auth/sign-in/email`, {
        data: account,
        headers: { origin: server.origin },
      });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
    }
    return context;
  }

  /** A confirmed account that is not an admin (the address confirmed by its real e-mail). */
  async function member(label: string) {
    const context = await http.newContext();
    try {
      return await createConfirmedUser(context, server.origin, {
        email: `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`,
      });
    } finally {
      await context.dispose();
    }
  }

  /**
   * What each action of the inbox can be done to, made fresh for a test: a contact lead whose team
   * e-mail failed (so Retry now would send it), an account without a subscription (to grant) and
   * one with an invoice subscription (to revoke).
   */
  async function targets() {
    const email = `lead-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
    const lead = await server.seedLead("contact", { email, name: "Lee Secretlead" });
    // Its e-mails go out first; then the team's is made to look refused, with the next attempt an
    // hour away, so that only a Retry now can send it during the test.
    await expect
      .poll(async () => (await server.sql(unsentJobs, [lead.id])).length, { timeout: 20_000 })
      .toBe(0);
    const [job] = await server.sql<{ id: string }>(
      `update email_jobs set sent_at = null, last_error = 'Connection refused (test)',
         next_attempt_at = now() + interval '1 hour'
       where submission_id = $1 and kind = 'team' returning id`,
      [lead.id],
    );
    expect(job, "the lead has a team e-mail").toBeDefined();
    const [plain, subscribed] = await Promise.all([member("plain"), member("subscribed")]);
    await command("grant-subscription", subscribed.email, "--tier", grantedTier, "--until", until);
    const reader = await server.seedLead("newsletter", { email: `reader-${email}` });
    // A subscriber to unsubscribe, whose mails have gone out: nothing moves during the test.
    await expect
      .poll(async () => (await server.sql(unsentJobs, [reader.id])).length, { timeout: 20_000 })
      .toBe(0);
    return { lead, jobId: job!.id, plain: plain.email, subscribed: subscribed.email, reader: reader.email };
  }
  type Targets = Awaited<ReturnType<typeof targets>>;
  type Action = { path: string; form: Record<string, string>; done: () => Promise<boolean> };

  /** Every page of the inbox, the client-navigation data of each, and the CSV export. */
  function urls({ lead }: Targets) {
    const pages = [
      "/admin",
      "/admin?type=pilot",
      "/admin?state=new&q=secretlead",
      `/admin/leads/${lead.id}`,
      "/admin/subscribers",
      "/admin/users",
      "/admin/users?q=example",
      "/admin/audit",
      "/admin/export.csv",
      "/admin/export.csv?type=contact",
    ];
    const data = [
      "/admin.data",
      "/admin.data?type=pilot",
      `/admin/leads/${lead.id}.data`,
      "/admin/subscribers.data",
      "/admin/users.data",
      "/admin/audit.data",
    ];
    // 404 for the admin too: there is nothing there.
    const unknown = [`/admin/leads/${randomUUID()}`, "/admin/leads/not-a-lead", "/admin/nothing-here"];
    return { pages, data, unknown };
  }

  /** Every action, as the inbox's forms post them, and how to see that it was done. */
  function actions({ lead, jobId, plain, subscribed, reader }: Targets): Action[] {
    const leadPath = `/admin/leads/${lead.id}`;
    return [
      {
        path: leadPath,
        form: { intent: "retry", jobId },
        done: async () => (await server.sql(sentJob, [jobId])).length === 1,
      },
      {
        path: leadPath,
        form: { intent: "handled", handled: "true" },
        done: async () => (await server.sql(handledLead, [lead.id])).length === 1,
      },
      {
        path: leadPath,
        form: { intent: "note", note: "Call back on Monday." },
        done: async () => (await server.sql(notedLead, [lead.id, "Call back on Monday."])).length === 1,
      },
      {
        path: "/admin/users",
        form: { intent: "grant", email: plain, tier: grantedTier, until },
        done: async () => (await server.sql(subscriptionOf, [plain])).length === 1,
      },
      {
        path: "/admin/users",
        form: { intent: "revoke", email: subscribed },
        done: async () => (await server.sql(subscriptionOf, [subscribed])).length === 0,
      },
      {
        path: "/admin/subscribers",
        form: { intent: "unsubscribe", email: reader },
        done: async () => (await server.sql(unsubscribed, [reader])).length === 1,
      },
    ];
  }

  /** What any action could change, read straight from the database. */
  async function snapshot() {
    const [leads, jobs, subscriptions, users, audit, readers] = await Promise.all([
      server.sql("select id, handled, handled_at::text, note from form_submissions order by id"),
      server.sql(
        `select id, attempts, sent_at::text, last_error, next_attempt_at::text
         from email_jobs where submission_id is not null order by id`,
      ),
      server.sql(
        "select user_id, source, tier, status, current_period_end::text from subscriptions order by user_id",
      ),
      server.sql("select id, email, role, banned, email_verified from users order by id"),
      server.sql("select id from audit_log order by id"),
      server.sql("select email, unsubscribed_at::text from newsletter_subscribers order by email"),
    ]);
    return { leads, jobs, subscriptions, users, audit, readers };
  }

  /** The 404 page: the status, and the title and main content of a URL that does not exist. */
  async function expectNotFoundPage(response: APIResponse, what: string) {
    // Soft: one run names every URL that answers otherwise.
    expect.soft(response.status(), what).toBe(404);
    expect.soft(response.headers()["content-type"], what).toMatch(/^text\/html/);
    expect.soft(pageOf(await response.text()), what).toEqual(notFound);
  }

  /** Client-navigation data: 404, and nothing of the inbox in it. */
  async function expectNoData(response: APIResponse, what: string, secrets: string[]) {
    expect.soft(response.status(), what).toBe(404);
    const body = await response.text();
    for (const secret of secrets) expect.soft(body, what).not.toContain(secret);
  }

  const secretsOf = ({ lead, plain, subscribed }: Targets) => [
    lead.email,
    "Secretlead",
    plain,
    subscribed,
    server.adminEmail,
  ];

  test(
    "anonymous and signed-in non-admins: the 404 page on every /admin URL and action, and nothing changes",
    httpOnly,
    async () => {
      const made = await targets();
      const { pages, data, unknown } = urls(made);
      const nonAdmin = await member("member");
      const visitors = [
        { who: "anonymous", context: await visitor() },
        { who: "signed in, not an admin", context: await visitor(nonAdmin) },
      ];
      const admin = await visitor({ email: server.adminEmail, password: server.password });
      try {
        const before = await snapshot();
        for (const { who, context } of visitors) {
          for (const path of [...pages, ...unknown]) {
            await expectNotFoundPage(await context.get(`${server.origin}${path}`), `${who}: GET ${path}`);
          }
          for (const path of data) {
            await expectNoData(
              await context.get(`${server.origin}${path}`),
              `${who}: GET ${path}`,
              secretsOf(made),
            );
          }
          for (const { path, form } of actions(made)) {
            const what = `${who}: POST ${path} (${form.intent})`;
            // From the site's own origin, as its forms would send it: the role is what is missing.
            const post = (url: string) =>
              context.post(`${server.origin}${url}`, {
                form,
                headers: { origin: server.origin },
                maxRedirects: 0,
              });
            await expectNotFoundPage(await post(path), what);
            await expectNoData(await post(`${path}.data`), `${what} as client data`, secretsOf(made));
          }
        }
        expect(await snapshot(), "nothing changed").toEqual(before);

        // The same URLs open for the admin: the 404s above are the rule, not missing pages.
        for (const path of [...pages, ...data]) {
          const response = await admin.get(`${server.origin}${path}`);
          expect(response.status(), `admin: GET ${path}`).toBe(200);
        }
        for (const path of unknown) {
          expect((await admin.get(`${server.origin}${path}`)).status(), `admin: GET ${path}`).toBe(404);
        }
        const lead = await admin.get(`${server.origin}/admin/leads/${made.lead.id}`);
        expect(await lead.text()).toContain(made.lead.email);
      } finally {
        for (const { context } of visitors) await context.dispose();
        await admin.dispose();
      }
    },
  );

  test(
    "an admin's change from anywhere but the site's own pages is refused and changes nothing",
    httpOnly,
    async () => {
      const made = await targets();
      const admin = await visitor({ email: server.adminEmail, password: server.password });
      // React Router refuses an Origin that differs from the request's own (400, "Bad Request")
      // before any action runs; requireAdmin refuses (403) a missing Origin, and one that matches a
      // Host the sender chose but not APP_URL. Either way: refused, and nothing changes.
      const refusals: { what: string; headers: Record<string, string>; status: number[] }[] = [
        { what: "without an Origin (Playwright sends none of its own)", headers: {}, status: [403] },
        { what: "from another site", headers: { origin: "https://evil.example" }, status: [400, 403] },
        {
          what: "from another port of this host",
          headers: { origin: "http://127.0.0.1:1" },
          status: [400, 403],
        },
        { what: "from an opaque origin", headers: { origin: "null" }, status: [400, 403] },
        {
          what: "from the origin of a forged Host",
          headers: { host: "evil.example", origin: "http://evil.example" },
          status: [403],
        },
      ];
      try {
        const before = await snapshot();
        for (const { path, form } of actions(made)) {
          for (const url of [path, `${path}.data`]) {
            for (const { what, headers, status } of refusals) {
              const response = await admin.post(`${server.origin}${url}`, { form, headers, maxRedirects: 0 });
              expect(status, `POST ${url} (${form.intent}) ${what}: ${response.status()}`).toContain(
                response.status(),
              );
            }
          }
        }
        expect(await snapshot(), "nothing changed").toEqual(before);

        // From the site's own pages, each of them goes through.
        for (const { path, form, done } of actions(made)) {
          const response = await admin.post(`${server.origin}${path}`, {
            form,
            headers: { origin: server.origin },
            maxRedirects: 0,
          });
          expect(response.status(), `POST ${path} (${form.intent}) from the site`).toBe(200);
          expect(await done(), `${form.intent} was done`).toBe(true);
        }
      } finally {
        await admin.dispose();
      }
    },
  );

  test("an admin demoted with npm run admin gets the 404 page on the next request", httpOnly, async () => {
    const made = await targets();
    const second = await member("second-admin");
    expect(await command("promote", second.email)).toBe(`${second.email} is now an admin.`);
    const context = await visitor(second);
    try {
      expect((await context.get(`${server.origin}/admin`)).status(), "an admin opens /admin").toBe(200);

      // While the server runs (PostgreSQL: the command runs beside it), same session cookie.
      expect(await command("demote", second.email)).toBe(`${second.email} is no longer an admin.`);
      const before = await snapshot();
      await expectNotFoundPage(await context.get(`${server.origin}/admin`), "GET /admin after the demotion");
      await expectNoData(
        await context.get(`${server.origin}/admin.data`),
        "GET /admin.data",
        secretsOf(made),
      );
      const [handled] = actions(made).filter((action) => action.form.intent === "handled");
      await expectNotFoundPage(
        await context.post(`${server.origin}${handled!.path}`, {
          form: handled!.form,
          headers: { origin: server.origin },
          maxRedirects: 0,
        }),
        "POST handled after the demotion",
      );
      expect(await snapshot(), "nothing changed").toEqual(before);
      // Still signed in: only the role went.
      const session = await context.get(`${server.origin}/api/auth/get-session`);
      expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(
        second.email,
      );

      const logged = await server.sql<{ action: string; actor: string }>(
        "select action, actor from audit_log where target = $1 order by at, id",
        [second.email],
      );
      expect(logged).toEqual([
        { action: "role.promote", actor: "command line" },
        { action: "role.demote", actor: "command line" },
      ]);
    } finally {
      await context.dispose();
    }
  });

  test(
    "Better Auth's admin API is not served: the 404 page for everyone, admins included",
    httpOnly,
    async () => {
      const nonAdmin = await member("api-member");
      const idOf = async (email: string) =>
        (await server.sql<{ id: string }>("select id from users where email = $1", [email]))[0]!.id;
      const [adminId, memberId] = await Promise.all([idOf(server.adminEmail), idOf(nonAdmin.email)]);
      // Its endpoints skip the inbox's rules (the audit log, the last admin, admins only from the
      // command line): not one of them is served (server/auth/endpoints.ts; every one of them is
      // compared with an unknown path in tests/hostile/hidden.test.ts).
      const calls: { path: string; data?: Record<string, unknown> }[] = [
        { path: "/admin/list-users" },
        { path: "/admin/list-user-sessions", data: { userId: adminId } },
        { path: "/admin/set-role", data: { userId: memberId, role: "admin" } },
        { path: "/admin/set-role", data: { userId: adminId, role: "user" } },
        {
          path: "/admin/create-user",
          data: { email: "made-by-api@example.test", password: "a long password", name: "x", role: "admin" },
        },
        { path: "/admin/update-user", data: { userId: memberId, data: { role: "admin" } } },
        { path: "/admin/ban-user", data: { userId: adminId } },
        { path: "/admin/set-user-password", data: { userId: adminId, newPassword: "taken over 42" } },
        { path: "/admin/impersonate-user", data: { userId: memberId } },
        { path: "/admin/revoke-user-sessions", data: { userId: adminId } },
        { path: "/admin/remove-user", data: { userId: adminId } },
      ];
      const visitors = [
        { who: "anonymous", context: await visitor() },
        { who: "signed in, not an admin", context: await visitor(nonAdmin) },
        { who: "admin", context: await visitor({ email: server.adminEmail, password: server.password }) },
      ];
      try {
        const sessions = () => server.sql("select id from sessions order by id");
        const before = { ...(await snapshot()), sessions: await sessions() };
        for (const { who, context } of visitors) {
          for (const { path, data } of calls) {
            const url = `${server.origin}/api/auth${path}`;
            const response = data
              ? await context.post(url, { data, headers: { origin: server.origin } })
              : await context.get(url);
            await expectNotFoundPage(response, `${who}: ${path}`);
          }
        }
        expect({ ...(await snapshot()), sessions: await sessions() }, "nothing changed").toEqual(before);
      } finally {
        for (const { context } of visitors) await context.dispose();
      }
    },
  );

  test(
    "Better Auth learns each visitor's address: it never tells the operator it found none",
    httpOnly,
    async () => {
      // An admin's /admin asks Better Auth for the session before the page is routed; Better Auth
      // warns once per process, so this looks at everything the server wrote since it started
      // (its log, where the site sends Better Auth's messages, and anything else).
      const admin = await visitor({ email: server.adminEmail, password: server.password });
      try {
        expect((await admin.get(`${server.origin}/admin`)).status()).toBe(200);
      } finally {
        await admin.dispose();
      }
      expect(server.output()).not.toMatch(/could not determine a client IP/);
    },
  );
});

const unsentJobs = "select id from email_jobs where submission_id = $1 and sent_at is null";
const sentJob = "select id from email_jobs where id = $1 and sent_at is not null";
const handledLead = "select id from form_submissions where id = $1 and handled and handled_at is not null";
const notedLead = "select id from form_submissions where id = $1 and note = $2";
const unsubscribed =
  "select email from newsletter_subscribers where email = $1 and unsubscribed_at is not null";
const subscriptionOf =
  "select s.user_id from subscriptions s join users u on u.id = s.user_id where u.email = $1 and s.source = 'invoice'";

/** A page's title and the text of its main content, for comparing a response with the 404 page. */
function pageOf(html: string): { title: string; main: string } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return {
    title,
    main: main
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  };
}
