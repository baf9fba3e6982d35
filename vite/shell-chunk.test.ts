import { describe, expect, it } from "vitest";
import { shellChunk } from "./shell-chunk";

/** A module graph as the bundler describes it: static imports, and dynamic ones apart. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  "/entry.tsx": { importedIds: ["/react-dom.js", "/router.js"], dynamicallyImportedIds: [] },
  "/root.tsx": { importedIds: ["/router.js", "/footer.tsx"], dynamicallyImportedIds: ["/dialog.tsx"] },
  "/footer.tsx": { importedIds: ["/newsletter.tsx"], dynamicallyImportedIds: [] },
  "/newsletter.tsx": { importedIds: [], dynamicallyImportedIds: ["/conform.tsx"] },
  "/react-dom.js": { importedIds: [], dynamicallyImportedIds: [] },
  "/router.js": { importedIds: [], dynamicallyImportedIds: [] },
  "/dialog.tsx": { importedIds: ["/radix.js"], dynamicallyImportedIds: [] },
  "/radix.js": { importedIds: [], dynamicallyImportedIds: [] },
  "/conform.tsx": { importedIds: [], dynamicallyImportedIds: [] },
  "/home.tsx": { importedIds: ["/router.js", "/hero.tsx"], dynamicallyImportedIds: [] },
  "/hero.tsx": { importedIds: [], dynamicallyImportedIds: [] },
};
const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };

describe("shellChunk", () => {
  const group = shellChunk({ root: "/root.tsx", entry: "/entry.tsx" });
  const chunkOf = (id: string) => group.name(id, ctx);

  it("takes the root route and everything it and the entry import statically, at any depth", () => {
    for (const id of ["/root.tsx", "/footer.tsx", "/newsletter.tsx", "/react-dom.js", "/router.js"]) {
      expect(chunkOf(id), id).toBe("shell");
    }
  });

  it("leaves out dynamic imports and what only they import, so no page loads more than before", () => {
    for (const id of ["/dialog.tsx", "/radix.js", "/conform.tsx"]) expect(chunkOf(id), id).toBeNull();
  });

  it("leaves out a route's own modules and the entry, which starts hydration when it runs", () => {
    for (const id of ["/home.tsx", "/hero.tsx", "/entry.tsx"]) expect(chunkOf(id), id).toBeNull();
  });
});
