/** @type {import("prettier").Config} */
export default {
  printWidth: 110,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/styles/app.css",
  tailwindFunctions: ["cn", "cva"],
};
