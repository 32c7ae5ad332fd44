import checkFile from "eslint-plugin-check-file";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import react from "eslint-plugin-react";
import tseslint from "typescript-eslint";

/** Every schema gets z from core/shared/zod.ts, which configures it before any schema is built. */
const ZOD_THROUGH_SHARED_MODULE = {
  regex: "^zod(/.*)?$",
  allowTypeImports: true,
  message: "Import { z } from core/shared/zod: it configures zod once (no eval, our CSP forbids it).",
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "data/", ".tmp/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "check-file": checkFile, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{app,core,server,db,tests,scripts,bench}/**/": "KEBAB_CASE" },
      ],
      // Dependencies flow one way: core <- db <- server <- app (types only) ; core stays pure.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./core",
              from: ["./app", "./server", "./db"],
              message: "core/ is pure: it imports nothing from app/, server/ or db/.",
            },
            { target: "./db", from: ["./app", "./server"], message: "db/ must not depend on the server or the UI." },
            { target: "./server", from: ["./app"], message: "server/ must not import UI code." },
            {
              // Routes stay thin (issue 19): they parse, call a service and answer; queries live in repositories.
              target: "./server/api",
              from: ["./server/repositories", "./db/schema"],
              message: "A route calls a service; only services reach repositories and tables.",
            },
          ],
        },
      ],
      "import-x/no-cycle": "error",
    },
  },
  {
    // Every visitor-facing word comes from the message catalogue, in both languages (issue 21,
    // decision 0035): a component that renders literal text fails. Staff screens may stay English.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx", "app/features/admin/**", "app/features/admin-*/**", "app/routes/admin-*.tsx"],
    plugins: { react },
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            "·",
            "*",
            "—",
            "–",
            "(",
            ")",
            ":",
            ",",
            ".",
            "/",
            "|",
            "+",
            "%",
            "$",
            "…",
            "×",
            "→",
            "QuoteMaple",
            "404",
          ],
        },
      ],
    },
  },
  {
    files: ["{server,db,scripts,tests,bench}/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [ZOD_THROUGH_SHARED_MODULE] }] },
  },
  {
    // Services call repositories (issue 19): the SQL, and the tables it names, live in
    // server/repositories, so a use case reads as what it does. Tests may build rows from tables.
    // This replaces the block above's option for these files, so it repeats the zod rule.
    files: ["server/services/**/*.{ts,tsx}"],
    ignores: ["server/services/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema*", "**/db/schema/**"],
              message: "A service calls a repository (server/repositories); queries and tables live there.",
            },
            {
              group: ["**/db/client"],
              allowTypeImports: true,
              message: "A service is given its database (Database, Transaction types); it never opens one.",
            },
            ZOD_THROUGH_SHARED_MODULE,
          ],
        },
      ],
    },
  },
  {
    files: ["core/**/*.{ts,tsx}"],
    ignores: ["core/shared/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "react/*", "react-router", "@react-router/*"],
              message: "core/ is framework-free.",
            },
            {
              group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"],
              message: "core/ does not touch the database.",
            },
            { group: ["node:*", "hono", "hono/*"], message: "core/ is pure: the outside world comes in as arguments." },
            ZOD_THROUGH_SHARED_MODULE,
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "process", message: "core/ reads no environment: pass values in." }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/entry.server.tsx", "app/load-context.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/db/**", "drizzle-orm", "pg", "@electric-sql/*", "pino"],
              allowTypeImports: true,
              message: "UI code reaches the server through loaders' context, never by import.",
            },
            ZOD_THROUGH_SHARED_MODULE,
          ],
        },
      ],
    },
  },
  {
    // One client for the browser (issue 19): every call names its endpoint's contract.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/api-request.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message: "Call the API through app/lib/api-client.ts (callApi), with an endpoint of core/shared/api.",
        },
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].map((object) => ({
          object,
          property: "fetch",
          message: "Call the API through app/lib/api-client.ts (callApi), with an endpoint of core/shared/api.",
        })),
      ],
    },
  },
  {
    // Playwright fixtures call a function named use(); it is not a React hook.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
