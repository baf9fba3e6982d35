// `npm run dev`: React Router's custom-server pattern. Vite runs in middleware mode inside the
// site's own Express chain (server/dev.ts), so a page reloads on each edit while leads, sign-in
// and the inbox work as in production, on the embedded database and mail files.
import { createServer as createHttpServer } from "node:http";
import { createServer } from "vite";

process.env.PORT ??= "5173";
// Hot reload's socket shares the site's server: same origin, so the CSP's connect-src 'self' holds.
const httpServer = createHttpServer();
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});
const { serveDev } = await vite.ssrLoadModule("/server/dev.ts");
await serveDev(vite, httpServer);
