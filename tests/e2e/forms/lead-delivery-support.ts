import { expect, type Locator, type Page } from "@playwright/test";
import type { LeadType } from "../../../app/content/leads";
import { formAt } from "./forms-support";

/**
 * The six lead forms as lead-delivery.spec.ts uses them: where a visitor finds each (with and
 * without JavaScript), what it posts, and what it says on success. Values are given by field name,
 * as a browser's autofill and a bot both see a form; a checkbox's value is "on".
 */

export type FormCase = {
  type: LeadType;
  /** Where a visitor with JavaScript finds the form, and how (a dialog opens from a button). */
  page: string;
  open: (page: Page) => Promise<Locator>;
  /** The form's action: its own page, where it works without JavaScript. */
  action: string;
  /** Shown after success, with and without JavaScript, and in the raw HTML of the reply. */
  success: string;
  values: (id: string, email: string) => Record<string, string>;
};

const main = (page: Page) => page.getByRole("main");

async function dialogFrom(page: Page, within: Locator, opener: string): Promise<Locator> {
  await within.getByRole("button", { name: opener }).first().click();
  const dialog = page.getByRole("dialog", { name: opener });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const formCases: readonly FormCase[] = [
  {
    type: "download_presentation",
    page: "/",
    open: (page) => dialogFrom(page, page.locator("#what-you-get"), "Download the Presentation"),
    action: "/presentation",
    success: "Your presentation download link has been sent to your email.",
    values: (id, email) => ({
      firstName: "Mary",
      lastName: `Jackson ${id}`,
      email,
      company: "Hampton County",
      title: "Planning Director",
      phone: "757-555-0100",
      notes: `Budget cycle starts in July. ${id}`,
    }),
  },
  {
    type: "pilot",
    page: "/",
    open: async (page) => page.locator("section#pilot"),
    action: "/pilot",
    success: "Application Submitted",
    values: (id, email) => ({
      municipalityName: "Town of Milford",
      name: `Grace ${id}`,
      jobTitle: "City Manager",
      email,
      populationSize: "10k-50k",
    }),
  },
  {
    type: "demo",
    page: "/book-demo",
    open: async (page) => main(page),
    action: "/book-demo",
    success: "Demo request submitted!",
    values: (id, email) => ({
      firstName: "Ada",
      lastName: `Lovelace ${id}`,
      email,
      phone: "+1 302 555 0142",
      cityName: "Dover",
      position: "Economic Development Director",
      timeSlot: "evening",
      message: `Please show the voice assistant. ${id}`,
    }),
  },
  {
    type: "newsletter",
    page: "/newsletter",
    open: async (page) => main(page),
    action: "/newsletter",
    success: "Successfully subscribed!",
    values: (_id, email) => ({ email }),
  },
  {
    type: "contact",
    page: "/contact",
    open: async (page) => main(page),
    action: "/contact",
    success: "Message Sent!",
    values: (id, email) => ({
      name: `Katherine ${id}`,
      email,
      municipality: "City of Newark",
      phone: "302-555-0199",
      subject: "pricing",
      message: `We would like pricing for a city of 30,000 people. ${id}`,
    }),
  },
  {
    type: "partner",
    page: "/partners",
    open: (page) => dialogFrom(page, main(page), "Apply to Become a Partner"),
    action: "/partners/apply",
    success: "Partner application submitted successfully!",
    values: (id, email) => ({
      companyName: "Civic Stack LLC",
      website: "https://civicstack.example.com",
      contactName: `Dorothy ${id}`,
      contactTitle: "Head of Partnerships",
      email,
      phone: "+1 302 555 0177",
      companySize: "51-200",
      partnershipType: "strategic",
      experience: "Twelve years building websites and service portals for county governments.",
      capabilities: "Implementation, data migration, training of city staff and 24/7 support.",
      targetMarkets: "Mid-sized cities in the Mid-Atlantic region",
      goals: "Bring the AI assistant to the forty cities we already serve within two years.",
      expectedRevenue: "250k-1M",
      additionalInfo: `Referred by the Dover team. ${id}`,
      municipalExperience: "on",
      termsAccepted: "on",
    }),
  },
];

/** The lead form inside `scope` (the footer's newsletter form is on every page: scope excludes it). */
export const leadFormIn = (scope: Locator, action: string) => formAt(scope, action);

/**
 * What a browser's autofill does: every field at once, in one task, each with its input and change
 * events (no focus, no typing), and then Send pressed `pressAfterMs` later. Returns how long the
 * form took from its first value to the press, as the page measured it.
 */
export async function autofillAndSend(form: Locator, values: Record<string, string>, pressAfterMs = 100) {
  return form.evaluate(
    async (node, { values, pressAfterMs }) => {
      const started = performance.now();
      const element = node as HTMLFormElement;
      for (const [name, value] of Object.entries(values)) {
        const control = element.elements.namedItem(name);
        if (!(
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement
        )) {
          throw new Error(`no single control named ${name} in the form`);
        }
        if (control instanceof HTMLInputElement && control.type === "checkbox") {
          if (control.checked !== (value === "on")) control.click();
          continue;
        }
        // The native setter, as autofill sets a value (React listens for the events below).
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set;
        setter?.call(control, value);
        control.dispatchEvent(new Event("input", { bubbles: true }));
        control.dispatchEvent(new Event("change", { bubbles: true }));
      }
      await new Promise((resolve) => setTimeout(resolve, pressAfterMs));
      const send = element.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!send) throw new Error("no submit button in the form");
      send.click();
      return performance.now() - started;
    },
    { values, pressAfterMs },
  );
}

/** Fills the form by field name as a person does, one control after the other (no JavaScript needed). */
export async function fillByName(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = form.locator(`[name="${name}"]`);
    const kind = await control.evaluate((node) =>
      node instanceof HTMLInputElement ? node.type : node.tagName.toLowerCase(),
    );
    if (kind === "checkbox") await control.setChecked(value === "on");
    else if (kind === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

/**
 * Per lead type: the visitors of the spec who saw a success (humans), the bots it sent, and what
 * the team did with held leads. What the server stored must add up to exactly this.
 */
export type LedgerRow = {
  humans: number;
  /** Of the humans: the subscriptions that mark the outbox (`settle` in the spec), sent over HTTP. */
  markers: number;
  bots: number;
  released: number;
  deleted: number;
};

export function createLedger(types: readonly LeadType[]) {
  const rows = Object.fromEntries(
    types.map((type) => [type, { humans: 0, markers: 0, bots: 0, released: 0, deleted: 0 }]),
  ) as Record<LeadType, LedgerRow>;
  return {
    rows,
    human: (type: LeadType) => void (rows[type].humans += 1),
    marker: (type: LeadType) => {
      rows[type].humans += 1;
      rows[type].markers += 1;
    },
    bot: (type: LeadType) => void (rows[type].bots += 1),
    released: (type: LeadType) => void (rows[type].released += 1),
    deleted: (type: LeadType) => void (rows[type].deleted += 1),
  };
}

/** What the server's database holds per lead type, counted at the end. */
export type StoredRow = {
  /** Delivered at once: verdict delivered, never held. */
  deliveredAtOnce: number;
  /** Held on arrival and delivered by the team ("Not spam — deliver"). */
  released: number;
  /** Still held. */
  held: number;
  /** Held leads the team deleted (the audit log keeps their type). */
  deleted: number;
  /** E-mail jobs of leads that are still held (must be none). */
  heldJobs: number;
};

/** The ledger beside what was stored, as a table for the console (and the release note). */
export function ledgerTable(
  ledger: Record<LeadType, LedgerRow>,
  stored: Record<LeadType, StoredRow>,
  minFillMs: string,
): string {
  const header = [
    "type",
    "human successes",
    "(outbox markers)",
    "delivered at once",
    "bots",
    "held on arrival",
    "released",
    "deleted",
    "still held",
  ];
  const lines = Object.entries(ledger).map(([type, row]) => {
    const db = stored[type as LeadType];
    const heldOnArrival = db.released + db.held + db.deleted;
    return [
      type,
      row.humans,
      row.markers,
      db.deliveredAtOnce,
      row.bots,
      heldOnArrival,
      db.released,
      db.deleted,
      db.held,
    ].map(String);
  });
  const total = header.map((_, column) =>
    column === 0 ? "total" : String(lines.reduce((sum, line) => sum + Number(line[column]), 0)),
  );
  const all = [header, ...lines, total];
  const widths = header.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [
    `Lead delivery ledger (LEAD_MIN_FILL_MS=${minFillMs}; humans: visitors who saw a success, browsers and outbox markers over HTTP; bots: honeypot filled or sent 50 ms after its token)`,
    format(header),
    rule,
    ...lines.map(format),
    format(total),
  ].join("\n");
}
