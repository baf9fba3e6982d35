import type { MetaDescriptor } from "react-router";
import { leadNotices, type LeadType } from "~/content/leads";
import type { LeadReply } from "../reply";

/** The page's meta with "Error: " before its title while a refused form is shown (GOV.UK). */
export function withErrorTitle(tags: MetaDescriptor[], refused: boolean | undefined): MetaDescriptor[] {
  if (!refused) return tags;
  return tags.map((tag) =>
    "title" in tag && typeof tag.title === "string" ? { title: `Error: ${tag.title}` } : tag,
  );
}

/**
 * The browser side of a lead route's action. The server answers every submission with a reply;
 * when no answer comes back at all (offline, a proxy error, an oversized body) the visitor gets
 * the form's failure message instead of an error page, and keeps their answers.
 */
export async function leadClientAction(
  type: LeadType,
  serverAction: () => Promise<unknown>,
): Promise<LeadReply> {
  try {
    return (await serverAction()) as LeadReply;
  } catch {
    return { type, status: "failed", notice: leadNotices[type].failure, fields: {}, nextToken: "" };
  }
}

/**
 * Lead submissions change nothing a page's loader shows: no reloading after them. (Navigations
 * still load as usual.)
 */
export function skipRevalidationAfterLeads({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
