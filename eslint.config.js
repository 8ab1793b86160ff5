import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
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
  // Dependencies run one way: routes → components (and hooks) → content and lib; lib is pure helpers and
  // the site config imports nothing of the app's.
  ...layerRules([
    ["app/lib/**", ["content", "components", "hooks", "routes"]],
    ["app/content/**", ["components", "hooks", "routes"]],
    ["app/hooks/**", ["components", "routes"]],
    ["app/components/**", ["routes"]],
    ["app/site.config.ts", ["content", "components", "hooks", "routes", "lib"]],
  ]),
);

function layerRules(layers) {
  return layers.map(([files, forbidden]) => ({
    files: [files],
    // Tests may reach across layers to check how the parts fit together.
    ignores: ["**/*.test.*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map((layer) => ({
            regex: `^(~/|(\\.\\./)+|\\./)${layer}(/|$)`,
            message: `${files} must not import from app/${layer}/ (dependencies run routes → components → content and lib).`,
          })),
        },
      ],
    },
  }));
}
