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
