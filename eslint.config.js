import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** React Router's links, replaced by components/ui/link.tsx (ADR 036); repeated in every rule above. */
const routerLinks = [
  {
    name: "react-router",
    importNames: ["Link", "NavLink"],
    message: "Use Link from #app/components/ui/link.tsx: a plain anchor the layout navigates with (ADR 036).",
  },
];

/**
 * One alias for the app, package.json's "imports" (#app/, and #tests/ for the app's tests), which Node, Vite,
 * TypeScript, Vitest and Playwright all read (ADR 038): no `~/`, which only Vite and TypeScript knew, and
 * no relative path climbing into app/ or tests/ from another folder. Repeated in every rule below.
 */
const aliasPatterns = [
  {
    regex: "^~/",
    message: 'Import the app through "#app/…" (package.json "imports"), which every tool reads (ADR 038).',
  },
  {
    regex: "^(\\./|(\\.\\./)+)(app|tests)/",
    message:
      'Reach app/ and tests/ from another folder through "#app/…" and "#tests/…" (package.json "imports", ADR 038).',
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      ".generated/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
      "no-restricted-imports": ["error", { patterns: aliasPatterns }],
    },
  },
  // Tests wait for the state they mean, never for the clock, and take ports from the OS (port 0):
  // clock waits and random ports are what made the suite slow and flaky on a busy machine.
  {
    files: ["tests/**", "**/*.test.*"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message: "Wait for a state (expect.poll, toBeVisible, an event), not the clock.",
        },
        { object: "Math", property: "random", message: "Take a free port from the OS (listen on port 0)." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value='networkidle']",
          message: "networkidle waits for the clock (500 ms of quiet): wait for the state you mean.",
        },
      ],
    },
  },
  // Dependencies run one way: routes → data → components (and hooks) → content and lib. app/data/ assembles
  // page data at build time for the route loaders and scripts/pipeline/ alike; lib is pure helpers and the
  // site config imports nothing of the app's.
  ...layerRules([
    ["app/lib/**", ["content", "components", "hooks", "data", "routes"]],
    ["app/content/**", ["components", "hooks", "data", "routes"]],
    ["app/hooks/**", ["components", "data", "routes"]],
    ["app/data/**", ["routes"]],
    ["app/components/**", ["routes"]],
    ["app/site.config.ts", ["content", "components", "hooks", "data", "routes", "lib"]],
  ]),
  // Inside components, a feature's folder imports no other feature's folder: what two features share lives
  // in shared/ (or ui/, sections/, layout/), where everyone may import it.
  ...featureRules(),
  restrictImports("app/routes/**", []),
);

/** The import paths that reach app/<layer>/ for each forbidden layer. */
function layerPatterns(files, forbidden) {
  return forbidden.map((layer) => ({
    regex: `^(#app/|(\\.\\./)+|\\./)${layer}(/|$)`,
    message: `${files} must not import from app/${layer}/ (dependencies run routes → data → components → content and lib).`,
  }));
}

function restrictImports(files, patterns) {
  // Tests may reach across layers to check how the parts fit together.
  return {
    files: [files],
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": ["error", { paths: routerLinks, patterns: [...aliasPatterns, ...patterns] }],
    },
  };
}

function layerRules(layers) {
  return layers.map(([files, forbidden]) => restrictImports(files, layerPatterns(files, forbidden)));
}

/**
 * One rule per folder of app/components/ (a later rule replaces an earlier one's options, so each repeats
 * the components layer's own): a feature's folder may not import another feature's, by alias
 * (#app/components/blog/…) or relative path (../blog/…); the shared folders import no feature. layout/, the
 * page's frame, may place a feature's part (the header's search, the footer's sign-up).
 */
function featureRules() {
  const shared = ["ui", "layout", "sections", "shared"];
  const folders = readdirSync(new URL("app/components/", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const features = folders.filter((name) => !shared.includes(name));
  const featureImport = (names) => `^(#app/components/|(\\.\\./)+(components/)?)(${names.join("|")})(/|$)`;
  const components = layerPatterns("app/components/**", ["routes"]);
  return [
    ...features.map((feature) => {
      const files = `app/components/${feature}/**`;
      return restrictImports(files, [
        ...components,
        {
          regex: featureImport(features.filter((other) => other !== feature)),
          message: `${files} must not import from another feature's folder in app/components/: move what features share to app/components/shared/.`,
        },
      ]);
    }),
    ...["ui", "sections", "shared"].map((folder) => {
      const files = `app/components/${folder}/**`;
      return restrictImports(files, [
        ...components,
        {
          regex: featureImport(features),
          message: `${files} is shared by every feature and must not import from a feature's folder in app/components/.`,
        },
      ]);
    }),
  ];
}
