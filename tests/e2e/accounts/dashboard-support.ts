import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { createConfirmedUser, grantedTier, startPostgresServer } from "./accounts-support";
import { adminCommand, makeDataDir, removeDataDir, startOwnServer } from "../server";

/**
 * A server of its own for the launch journey, with a subscribed city and an admin, on either
 * database: PostgreSQL (the admin command runs beside the server), or PGlite (one process holds
 * it, so the team's commands run between two starts of the server on the same folder).
 */
export type LaunchServer = {
  origin: string;
  city: { email: string; password: string };
  admin: { email: string; password: string };
  stop(): Promise<void>;
};

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** What the team does at the command line: make the admin, grant the city its subscription. */
async function teamSetsUp(env: Record<string, string>, city: string, admin: string) {
  const until = `${new Date().getUTCFullYear() + 1}-12-31`;
  await adminCommand(env, "promote", admin);
  await adminCommand(env, "grant-subscription", city, "--tier", grantedTier, "--until", until);
}

export async function startLaunchServer(
  database: "postgres" | "pglite",
  request: APIRequestContext,
): Promise<LaunchServer> {
  const city = { email: unique("city"), password: "city launch 42" };
  const admin = { email: unique("team"), password: "team launch 42" };
  // Both sign up and confirm their address by the link in the e-mail, as people do.
  const signUp = (origin: string) =>
    Promise.all([createConfirmedUser(request, origin, city), createConfirmedUser(request, origin, admin)]);
  if (database === "postgres") {
    const server = await startPostgresServer();
    await signUp(server.origin);
    await teamSetsUp({ DATABASE_URL: server.databaseUrl }, city.email, admin.email);
    return { origin: server.origin, city, admin, stop: server.stop };
  }
  const dataDir = await makeDataDir();
  const first = await startOwnServer({}, { dataDir });
  await signUp(first.origin);
  await first.stop();
  await teamSetsUp({ DATA_DIR: dataDir }, city.email, admin.email);
  const server = await startOwnServer({}, { dataDir });
  return {
    origin: server.origin,
    city,
    admin,
    async stop() {
      await server.stop();
      removeDataDir(dataDir);
    },
  };
}

/** A small real PNG, as a city's logo. */
export const logoPng = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

/** Signs the page's browser context in (the session cookie lands there). */
export async function signIn(page: Page, origin: string, user: { email: string; password: string }) {
  const answer = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
