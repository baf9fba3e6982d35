import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** What the dev server printed, shown when it does not answer as it should. */
let output = "";

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 180_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// `npm run dev` is the production chain with Vite's middleware: a lead sent to it is stored and
// mailed to the team, as on the built site.
describe("npm run dev", () => {
  let dev: ChildProcess;
  let dataDir: string;
  let origin: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shopcity-dev-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, ["scripts/dev.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        APP_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        LEAD_MIN_FILL_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [dev.stdout!, dev.stderr!]) stream.on("data", (chunk) => (output += String(chunk)));
    await until("the dev server", async () => ((await fetch(`${origin}/healthz`)).ok ? true : undefined));
    // Vite transforms the whole server on its first start: a busy 2-core machine takes minutes.
  }, 240_000);

  afterAll(async () => {
    dev?.kill("SIGTERM");
    await new Promise((resolve) => (dev?.exitCode === null ? dev.once("exit", resolve) : resolve(null)));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("renders a page with Vite's client for hot reload", async () => {
    const page = await fetch(`${origin}/book-demo`);
    expect(page.status, output).toBe(200);
    const html = await page.text();
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    expect(html).toContain("First name");
  }, 180_000);

  it("stores a demo request and mails the team", async () => {
    const email = `dev-${Date.now()}@example.test`;
    const token = ((await (await fetch(`${origin}/api/form-token`)).json()) as { token: string }).token;
    const reply = await fetch(`${origin}/book-demo`, {
      method: "POST",
      headers: { origin },
      body: new URLSearchParams({
        firstName: "Dana",
        lastName: "Devs",
        email,
        cityName: "Springfield",
        _formToken: token,
      }),
    });
    expect(reply.status, output).toBe(200);
    expect(await reply.text()).toContain("Demo request submitted!");
    const mailDir = path.join(dataDir, "mail");
    const teamMail = await until("the team's mail", async () => {
      for (const file of await readdir(mailDir)) {
        const text = await readFile(path.join(mailDir, file), "utf8");
        if (text.includes(`Reply-To: ${email}`)) return text;
      }
      return undefined;
    });
    expect(teamMail).toContain("Subject: New demo request: Dana Devs, Springfield");
  }, 180_000);
});
