import { leadFormPaths, type LeadType } from "~/content/leads";

const typeByPath = new Map<string, LeadType>(
  Object.entries(leadFormPaths).map(([type, path]) => [path, type as LeadType]),
);

/**
 * The lead form whose page this path is, if any. A trailing slash is the same page, and React
 * Router's action requests sent by JavaScript add `.data`.
 */
export function leadTypeAt(pathname: string): LeadType | undefined {
  return typeByPath.get(pathname.replace(/\.data$/, "").replace(/\/+$/, ""));
}
