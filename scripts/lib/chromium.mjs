// Debian's Chromium, started the way this machine needs: no sandbox as root, no GPU, and nothing
// that reaches for Google's hosts (the network here is closed). Nothing downloads a browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
