import { z } from "zod";
import { launchesAdmin } from "~/content/dashboard";
import { day, isRealDay } from "../leads/filter";
import { intentField } from "../schemas";

const m = launchesAdmin.errors;

/** The review page's two answers to a go-live request. */
export const launchActionSchema = z.discriminatedUnion(intentField, [
  z.object({
    intent: z.literal("live"),
    address: z
      .string({ error: m.address })
      .trim()
      .max(300, m.address)
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" && url.hostname.includes(".") && !/[<>"\s]/.test(value);
        } catch {
          return false;
        }
      }, m.address),
    date: z.string({ error: m.date }).trim().regex(day, m.date).refine(isRealDay, m.date),
  }),
  z.object({
    intent: z.literal("send-back"),
    note: z
      .string({ error: m.note })
      .transform((value) => value.replaceAll("\0", "").trim())
      .pipe(z.string().min(1, m.note).max(2000, m.note)),
  }),
]);

/** "3 days", "5 hours", "12 minutes": how long a launch has waited, to the largest whole unit. */
export function waitedFor(sinceIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 60_000));
  const [value, unit] =
    minutes >= 2 * 1440
      ? [Math.floor(minutes / 1440), "day"]
      : minutes >= 120
        ? [Math.floor(minutes / 60), "hour"]
        : [minutes, "minute"];
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}
