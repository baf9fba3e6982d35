import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunk } from "./vite/shell-chunk.js";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } } },
  },
});
