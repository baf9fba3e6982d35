// nginx as the yardstick for `npm run bench`: one worker, `gzip_static on`, serving the files it is
// given from a root of its own, on loopback, with its pid, logs and temporary files in a temporary
// folder. Never the system's nginx service.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server.mjs";

// NGINX names another binary (or a missing one, to see the script run without nginx).
const candidates = process.env.NGINX ? [process.env.NGINX] : ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** The nginx binary, or undefined when it is not installed. */
export function findNginx() {
  return candidates.find((candidate) => existsSync(candidate));
}

/** "nginx/1.22.1", from `nginx -v` (which writes it to stderr). @param {string} binary */
export function nginxVersion(binary) {
  const { stdout, stderr } = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return `${stdout}${stderr}`.trim().replace("nginx version: ", "");
}

/**
 * Starts nginx serving `files` (name → bytes): `index.html` answers `/`, `404.html` any missing
 * path with status 404, each also as `<name>.gz` (gzip -9) for `gzip_static`.
 * @param {string} binary
 * @param {Record<string, Buffer>} files
 */
export async function startNginx(binary, files) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const root = path.join(dir, "root");
  mkdirSync(root);
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(root, name);
    writeFileSync(file, bytes);
    // gzip itself, as a deployment would precompress; -k keeps the original, -n leaves out the
    // name and time so the same bytes give the same file.
    execFileSync("gzip", ["-9", "-k", "-n", "-f", file]);
  }
  // nginx's workers run as an unprivileged user when it is started as root: they must read these.
  for (const folder of [dir, root]) chmodSync(folder, 0o755);
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  const temp = (/** @type {string} */ name) => path.join(dir, name);
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  types { text/html html; }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  # autocannon keeps its connections open, as our server lets it: nginx must not close them
  # every 1,000 requests (its default), or it would be measured reconnecting.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    error_page 404 /404.html;
    location / { try_files $uri $uri/ =404; }
  }
}
`,
  );
  // -p: its prefix, so that nothing is looked for under /etc/nginx or /var; -e: the error log
  // before the configuration is read.
  const child = spawn(binary, ["-p", dir, "-c", config, "-e", temp("error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(origin);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw new Error(`nginx did not start: see ${temp("error.log")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        const done = () => resolve(rmSync(dir, { recursive: true, force: true }));
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        // SIGQUIT: nginx's graceful stop, which ends its worker too.
        child.kill("SIGQUIT");
      }),
  };
}
