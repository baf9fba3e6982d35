import { useCallback, useState, type FormEvent } from "react";
import { comparableNote } from "../schemas";

/**
 * A lead's note as typed and not yet saved, kept in this tab (sessionStorage: gone with the tab,
 * as the note is private to the team). A Save after the session ended is answered with the 404
 * page (an inbox page shows nothing to anyone but an admin), and the words would be lost with
 * it; so would they be by a reload or a link followed before saving.
 */
const storageKey = (leadId: string) => `shopcity.note-draft.${leadId}`;

/** Storage may be off (private modes, policies): then nothing is kept, and nothing breaks. */
function withStorage<T>(act: (storage: Storage) => T, otherwise: T): T {
  try {
    return act(sessionStorage);
  } catch {
    return otherwise;
  }
}

const sameNote = (text: string, saved: string | null) => comparableNote(text) === comparableNote(saved);

/**
 * For the note's box: `onInput` keeps what is typed whenever it differs from the saved note;
 * `ref` puts an unsaved draft back when the box appears (the lead's page again, or the box made
 * anew after a save), and `restored` says so. A draft the saved note now holds is forgotten.
 */
export function useNoteDraft(leadId: string, saved: string | null) {
  const [restored, setRestored] = useState(false);
  const key = storageKey(leadId);

  // Stable between renders, so that it runs when the box appears, not at every render.
  const ref = useCallback(
    (box: HTMLTextAreaElement | null) => {
      if (!box) return;
      const draft = withStorage((storage) => storage.getItem(key), null);
      if (draft === null || sameNote(draft, saved)) {
        withStorage((storage) => storage.removeItem(key), undefined);
        setRestored(false);
      } else if (box.value !== draft) {
        // Not already there (a refused save shows the words it was sent with).
        box.value = draft;
        setRestored(true);
      }
    },
    [key, saved],
  );

  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const text = event.currentTarget.value;
    const unsaved = text.trim() !== "" && !sameNote(text, saved);
    withStorage((storage) => (unsaved ? storage.setItem(key, text) : storage.removeItem(key)), undefined);
  };

  return { restored, ref, onInput };
}
