import getPort from "get-port";

/**
 * The ports of a browser-test run: E2E_PORT for the server playwright.config.ts starts, and
 * E2E_SMTP_PORT for the global setup's SMTP server. Unless given, the server takes 4173 when it is
 * free and another free port when not: something else there (Vite's preview, another project) must
 * not stop the run. The SMTP server takes 1000 above a given E2E_PORT (runs side by side keep
 * apart that way), else any free port: 1000 above 4173 is where `npm run dev` listens.
 *
 * Chosen once, by the Playwright runner, which loads the config before anything else: it writes
 * them into its environment, which the processes it forks afterwards (its workers, which load the
 * config again) inherit, so that every process of the run reads the same ports.
 */
const portGiven = process.env.E2E_PORT !== undefined;
process.env.E2E_PORT ??= String(await getPort({ port: 4173 }));
export const e2ePort = Number(process.env.E2E_PORT);

process.env.E2E_SMTP_PORT ??= String(
  await getPort({ port: portGiven ? e2ePort + 1000 : undefined, exclude: [e2ePort] }),
);
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT);
