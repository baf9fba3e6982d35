/**
 * Prerendered pages start loading their JavaScript only after the first paint.
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` per module and an async inline
 * module that imports the route modules statically. Over a fast link all of it arrives and runs
 * (hydration included) before the browser paints, so the first paint waits for script
 * that the page does not need to show its text: every page is complete HTML and works without
 * JavaScript. The rewritten bootstrap waits for one frame, then adds the same modulepreload links
 * (the downloads still run in parallel) and imports the same modules dynamically.
 * See docs/decisions/0006-hydrate-after-first-paint.md.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /import (?:\* as (\w+) from )?("[^"]+");/g;

/** Returns the page with its hydration deferred, or unchanged when it has no bootstrap to defer. */
export function deferHydration(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [whole, nonce, body] = script as unknown as [string, string, string];
  const hrefs = [...html.matchAll(preloadLink)].map((match) => match[1]!);

  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(staticImport, (_, name: string | undefined, specifier: string) => {
    names.push(name ?? "");
    specifiers.push(specifier);
    return "";
  });
  const bootstrap = [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    `for (const href of ${JSON.stringify(hrefs)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${names.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");

  return html
    .replace(preloadLink, "")
    .replace(whole, () => `<script nonce="${nonce}" type="module">${bootstrap}</script>`);
}
