import { data, type AppLoadContext } from "react-router";
import { leadNotices, type LeadType } from "~/content/leads";
import type { LeadReply } from "./reply";

/**
 * The whole of a lead form's route action: hand the request to the pipeline and answer with its
 * reply and HTTP status. Without a pipeline (a misconfigured server) the visitor gets the form's
 * failure message, never a stack trace.
 */
export async function leadAction(type: LeadType, request: Request, context: AppLoadContext) {
  if (!context.leads) {
    const reply: LeadReply = {
      type,
      status: "failed",
      notice: leadNotices[type].failure,
      fields: {},
      nextToken: context.formToken ?? "",
    };
    return data(reply, { status: 503 });
  }
  const { reply, status } = await context.leads.submit(type, request, {
    clientAddress: context.clientAddress ?? "unknown",
  });
  return data(reply, { status });
}
