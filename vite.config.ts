import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHints } from "./vite/compile-hints.js";
import { shellChunk } from "./vite/shell-chunk.js";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHints()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } } },
  },
});
