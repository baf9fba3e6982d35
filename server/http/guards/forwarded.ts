import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyaddr from "proxy-addr";
import { clientAddressHeader } from "../../auth/client-address";

export type Trust = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY` read as Express reads its "trust proxy" setting from a string: a comma-separated
 * list of addresses, subnets or the names `loopback`, `linklocal` and `uniquelocal`. Unset: no
 * proxy is trusted and forwarded headers are ignored.
 */
export function compileTrust(setting: string | undefined): Trust {
  if (!setting) return () => false;
  return proxyaddr.compile(setting.split(",").map((entry) => entry.trim()));
}

/**
 * A socket listening on every interface (`::`, Node's default) reports an IPv4 client as
 * `::ffff:203.0.113.9`: the inbox and the logs show it as the team knows it, `203.0.113.9`.
 */
const plainIpv4 = (address: string) => address.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, "");

/**
 * Who sent a request and the address it was sent to: from the socket, or from the forwarded
 * headers when the peer is a trusted proxy. The origin must be the one the browser used, because
 * React Router refuses an action whose `Origin` header differs from the request's origin.
 */
export function requestEndpoints(req: IncomingMessage, trust: Trust) {
  const trusted = trust(req.socket.remoteAddress ?? "", 0);
  const forwarded = (name: string) => {
    const value = req.headers[name];
    return trusted && typeof value === "string" ? value.split(",")[0]!.trim() || undefined : undefined;
  };
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  const protocol = forwarded("x-forwarded-proto") === "https" || encrypted ? "https" : "http";
  // A host that is no host (`a/b`, `[::1`) must not make the request unanswerable.
  const host = forwarded("x-forwarded-host") ?? req.headers.host ?? "";
  return {
    clientAddress: plainIpv4(proxyaddr(req, trust)) || "unknown",
    protocol,
    host: /^[^\s/?#@\\]+$/.test(host) && URL.canParse(`${protocol}://${host}`) ? host : "localhost",
  };
}

/**
 * Puts what `requestEndpoints` worked out on the request, for the handlers that read it from the
 * headers (React Router, Better Auth): Host and X-Forwarded-Proto as the browser addressed the
 * site, no X-Forwarded-Host, and the client's address under `clientAddressHeader`, in place of
 * whatever a visitor sent under these names.
 */
export function settleEndpoints(trust: Trust) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const { clientAddress, protocol, host } = requestEndpoints(req, trust);
    req.headers.host = host;
    req.headers["x-forwarded-proto"] = protocol;
    delete req.headers["x-forwarded-host"];
    req.headers[clientAddressHeader] = clientAddress;
    next();
  };
}
