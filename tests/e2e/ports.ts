import getPort from "get-port";

/**
 * The ports of a browser-test run: E2E_PORT for the server playwright.config.ts starts, and
 * E2E_SMTP_PORT for the global setup's SMTP server. Unless given, the usual ones (4173, and 1000
 * above the server's) when free, or else free ones: something else on 4173 (Vite's preview, another
 * project) must not stop the run.
 *
 * Chosen once, by the Playwright runner, which loads the config before anything else: it writes
 * them into its environment, which the processes it forks afterwards (its workers, which load the
 * config again) inherit, so that every process of the run reads the same ports.
 */
process.env.E2E_PORT ??= String(await getPort({ port: 4173 }));
export const e2ePort = Number(process.env.E2E_PORT);

process.env.E2E_SMTP_PORT ??= String(await getPort({ port: e2ePort + 1000, exclude: [e2ePort] }));
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT);
