import { LRUCache } from "lru-cache";

export type PageCache<T> = {
  /** The page for `key`: from memory, or loaded once however many requests ask at the same time. */
  get(key: string): Promise<T | undefined>;
  /** Bytes held now. */
  bytes(): number;
};

/**
 * Pages that are a pure function of their URL (an ROI scenario, a help search), kept after the first render,
 * least recently used out first, bounded by their size in bytes rather than their number: a
 * crawler walking many scenarios evicts old ones instead of growing the process.
 */
export function pageCache<T extends object>(options: {
  maxBytes: number;
  sizeOf: (page: NoInfer<T>) => number;
  load: (key: string) => Promise<T>;
}): PageCache<T> {
  const cache = new LRUCache<string, T>({
    maxSize: options.maxBytes,
    sizeCalculation: (page, key) => Math.max(1, options.sizeOf(page) + key.length),
    fetchMethod: (key) => options.load(key),
  });
  return { get: (key) => cache.fetch(key), bytes: () => cache.calculatedSize };
}
