import { heldCopy } from "~/content/admin";
import { Panel } from "~/ui/layout";
import { PostButton } from "./post-button";
import type { LeadDetail } from "./service";

/** The page a deleted held lead leads back to: the held view, saying it is done. */
export const afterDelete = "/admin?verdict=held&deleted=1";

/** Why a lead was held, one reason a line, in the words the server stored. */
export function HeldReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/**
 * The team's two answers to a held lead. Each is a POST of its own (it works without
 * JavaScript); `who` names the lead in the buttons' accessible names, as a list has many.
 */
export function HeldActions({ leadId, who }: { leadId: string; who?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <PostButton
        intent="release"
        values={{ leadId }}
        label={heldCopy.deliver}
        name={who ? heldCopy.deliverName(who) : undefined}
        variant="primary"
      />
      <PostButton
        intent="delete"
        values={{ leadId }}
        label={heldCopy.delete}
        name={who ? heldCopy.deleteName(who) : undefined}
      />
    </div>
  );
}

/** On a held lead's page, above everything: why it was held and what to do. */
export function HeldPanel({ lead }: { lead: LeadDetail }) {
  if (lead.verdict !== "held") return null;
  return (
    <Panel id="lead-held" title={heldCopy.panel.heading}>
      <div className="flex flex-col gap-4">
        <p>{heldCopy.panel.text}</p>
        <div>
          <h3 className="mb-1 font-semibold">{heldCopy.reasons}</h3>
          <HeldReasons reasons={lead.heldReasons} />
        </div>
        <HeldActions leadId={lead.id} />
      </div>
    </Panel>
  );
}
