import { expect, type Page } from "@playwright/test";
import pg from "pg";
import type { LeadType } from "../../../app/content/leads";
import { expectSignedInByApi, startPostgresServer } from "../accounts/accounts-support";
import { adminCommand } from "../server";

/**
 * A server of its own for the inbox specs, on a PostgreSQL database of its own (the admin command
 * may not open the shared server's PGlite while it runs), with one admin signed up on it. Leads
 * come in through the real forms over HTTP, as a visitor's browser without JavaScript sends them.
 */

/** Where each form posts (its page), and values that pass its schema; a test overrides some. */
const sampleLeads: Record<LeadType, { path: string; values: Record<string, string> }> = {
  contact: {
    path: "/contact",
    values: {
      name: "Casey Contact",
      municipality: "Springfield",
      subject: "pricing",
      message: "What does it cost for a town of our size?",
    },
  },
  demo: {
    path: "/book-demo",
    values: { firstName: "Dana", lastName: "Demo", cityName: "Riverton", timeSlot: "morning" },
  },
  pilot: {
    path: "/pilot",
    values: { municipalityName: "Lakeside", name: "Pat Pilot", jobTitle: "City manager" },
  },
  download_presentation: {
    path: "/presentation",
    values: { firstName: "Robin", lastName: "Reader", company: "Hill Valley" },
  },
  newsletter: { path: "/newsletter", values: {} },
  partner: {
    path: "/partners/apply",
    values: {
      companyName: "Partner Works",
      contactName: "Parker Partner",
      contactTitle: "Director",
      phone: "555-0100",
      partnershipType: "technology",
      companySize: "11-50",
      experience: "Fifteen years of building software for cities, counties and their residents.",
      capabilities: "Integration, training and support for municipal teams across the whole state.",
      targetMarkets: "Small and mid-sized municipalities in the Midwest.",
      goals: "Bring Shop City to the towns we already serve and grow together with them.",
      expectedRevenue: "50k-250k",
      termsAccepted: "on",
    },
  },
};

export type SeededLead = { id: string; email: string };

export async function startAdminServer(settings: Record<string, string> = {}) {
  const server = await startPostgresServer(settings);
  const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  /** A confirmed account, signed out. */
  const createUser = async (email: string, password: string) => {
    const signUp = await fetch(`${server.origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin },
      body: JSON.stringify({ email, password, name: email }),
    });
    expect(signUp.ok, `sign-up answered ${signUp.status}: ${await signUp.text()}`).toBe(true);
    // Confirmed here rather than by the link in the e-mail: some of these servers have no working
    // SMTP on purpose (the retry journey), and the confirmation has specs of its own.
    await sql("update users set email_verified = true where email = $1", [email]);
    return { email, password };
  };

  const adminEmail = `admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = "inbox admin 42";
  try {
    await createUser(adminEmail, password);
    // The way a team makes its admins: the command, beside the running server (PostgreSQL).
    await adminCommand({ DATABASE_URL: server.databaseUrl }, "promote", adminEmail);
  } catch (error) {
    await server.stop();
    throw error;
  }

  return {
    origin: server.origin,
    databaseUrl: server.databaseUrl,
    adminEmail,
    password,
    sql,
    createUser,
    stop: server.stop,
    output: server.output,
    /** Signs the page's browser context in as the admin (the session cookie lands there). */
    signIn: (page: Page) => expectSignedInByApi(page, { email: adminEmail, password }, server.origin),
    /**
     * Sends a lead through its form as a browser without JavaScript does (one press; the
     * prerendered page's form has no token), and returns its id from the database. `held`: the
     * honeypot filled in, as a bot does, so the lead is held as spam.
     */
    async seedLead(
      type: LeadType,
      values: Record<string, string> & { email: string },
      { held = false } = {},
    ): Promise<SeededLead> {
      const { path, values: sample } = sampleLeads[type];
      const response = await fetch(`${server.origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
        body: new URLSearchParams({
          ...sample,
          ...values,
          ...(held ? { _leave_blank: "https://spam.example" } : {}),
        }),
        redirect: "manual",
      });
      expect(response.status, `the ${type} form took the lead`).toBeLessThan(400);
      const [row] = await sql<{ id: string }>(
        "select id from form_submissions where type = $1 and lower(data->>'email') = $2 order by created_at desc limit 1",
        [type, values.email.trim().toLowerCase()],
      );
      expect(row, `the ${type} lead from ${values.email} is stored`).toBeDefined();
      return { id: row!.id, email: values.email };
    },
  };
}

export type AdminServer = Awaited<ReturnType<typeof startAdminServer>>;
