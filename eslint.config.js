import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * The layout's one boundary (decision 0007): `app/` is what React Router builds and reaches the
 * outside world only through the services in the load context; `server/` is the Node process.
 */
const serverOnly = [
  {
    regex: "^(\\.\\.?/)+server(/|$)",
    message: "app/ never imports server/: ask for a service in the load context (app/load-context.ts).",
  },
  {
    regex:
      "^(node:|pino|pg$|@electric-sql/|nodemailer|drizzle-orm|express|@react-pdf/|@react-email/|smtp-server)",
    message: "Server-only module: it belongs under server/, reached through a service in the load context.",
  },
];
const noFeatures = {
  regex: "^(~/|(\\.\\./)+)features(/|$)",
  message: "app/ui and app/content know nothing of features: pass what they need in as props or data.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      ".scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.{js,mjs,ts,tsx}"], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ["app/**/*.{ts,tsx}"],
    // The streaming renderer is React Router's server entry: Node streams are its job.
    ignores: ["app/entry.server.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: serverOnly }] },
  },
  {
    // React Router keeps `.server` modules out of the browser; in this layout they live under server/.
    files: ["app/**/*.server.{ts,tsx}"],
    ignores: ["app/entry.server.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program",
          message: "Server-only code lives under server/, not in app/ (decision 0007).",
        },
      ],
    },
  },
  {
    files: ["app/ui/**/*.{ts,tsx}", "app/content/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [...serverOnly, noFeatures] }] },
  },
);
