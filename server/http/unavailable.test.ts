import { describe, expect, it } from "vitest";
import { DatabaseUnreachableError } from "../db/unreachable";
import { fixedHtmlPage } from "./pages/fixed-pages";
import { databaseOutage, retryAfterSeconds } from "./unavailable";

const page = await fixedHtmlPage(
  "<!doctype html><title>Try again</title><h1>Please try again in a moment</h1>",
  {
    https: false,
    status: 503,
  },
);

const refused = () =>
  Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
const fine = () => Promise.resolve();
const failure = () => new Response("Unexpected Server Error", { status: 500 });

describe("databaseOutage", () => {
  it("answers a failed page with the 503 page while the database is unreachable", async () => {
    const response = await databaseOutage({ ping: refused, page }).review("/account", failure());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(retryAfterSeconds));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("script-src");
    expect(await response.text()).toContain("Please try again in a moment");
  });

  it("answers the API with JSON and a data request with plain text", async () => {
    const outage = databaseOutage({ ping: refused, page });
    const api = await outage.review("/api/subscription?x=1", failure());
    expect(api.status).toBe(503);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await api.json()) as { error: string }).error).toMatch(/try again in a moment/);
    const data = await outage.review("/account.data?_routes=root", failure());
    expect(data.status).toBe(503);
    expect(data.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(data.headers.get("retry-after")).toBe(String(retryAfterSeconds));
  });

  it("leaves a failure alone while the database answers: a defect is not an outage", async () => {
    const response = await databaseOutage({ ping: fine, page }).review("/account", failure());
    expect(response.status).toBe(500);
    const defect = () => Promise.reject(Object.assign(new Error("relation missing"), { code: "42P01" }));
    expect((await databaseOutage({ ping: defect, page }).review("/account", failure())).status).toBe(500);
  });

  it("counts a database that does not answer in time, or whose thread died, as unreachable", async () => {
    const never = () => new Promise<void>(() => {});
    expect(
      (await databaseOutage({ ping: never, page, pingTimeoutMs: 50 }).review("/", failure())).status,
    ).toBe(503);
    const dead = () => Promise.reject(new DatabaseUnreachableError("the database thread exited (code 1)"));
    expect((await databaseOutage({ ping: dead, page }).review("/", failure())).status).toBe(503);
  });

  it("keeps a 503 of the app's own (a lead form's reply) and adds Retry-After; leaves the rest", async () => {
    let pings = 0;
    const outage = databaseOutage({ ping: () => (pings++, refused()), page });
    const reply = await outage.review("/book-demo", new Response("the form, kept", { status: 503 }));
    expect(reply.headers.get("retry-after")).toBe(String(retryAfterSeconds));
    expect(await reply.text()).toBe("the form, kept");
    const passed = await outage.review("/pricing", new Response("ok"));
    expect(await passed.text()).toBe("ok");
    expect(pings).toBe(0);
  });

  it("asks the database once for the failures of a moment", async () => {
    let pings = 0;
    const outage = databaseOutage({ ping: () => (pings++, refused()), page });
    await Promise.all([1, 2, 3].map(() => outage.review("/account", failure())));
    expect(pings).toBe(1);
  });

  it("answers a thrown error when it says the database is unreachable, or the database is down", async () => {
    const outage = databaseOutage({ ping: fine, page });
    expect((await outage.answerFor("/auth", new DatabaseUnreachableError("gone")))?.status).toBe(503);
    expect(await outage.answerFor("/auth", new Error("bug"))).toBeUndefined();
    const down = databaseOutage({ ping: refused, page });
    expect((await down.answerFor("/auth", new Error("connection lost")))?.status).toBe(503);
  });

  it("answers with a line of text when the page could not be rendered", async () => {
    const response = await databaseOutage({ ping: refused }).review("/account", failure());
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/try again in a moment/);
  });
});
