import type { Request, Response } from "express";

export const healthPath = "/healthz";

/** The health check: the process answers requests. */
export function health(_req: Request, res: Response) {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
}
