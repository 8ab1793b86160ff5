// Runs first in npm start, npm test, npm run build and npm run dev, on whatever Node npm put first on the
// path: the Node 24 that `npm install` brings (the "node" dev dependency) or, where npm could not install it
// for this platform, the machine's own. Plain CommonJS and old syntax, so that it parses on any Node.
var major = Number(process.versions.node.split(".")[0]);
var minor = Number(process.versions.node.split(".")[1]);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    "Attune needs Node 22.22 or later and npm could not provide it here (Node " +
      process.versions.node +
      " is running): install Node 24 LTS from https://nodejs.org, then run npm install again.",
  );
  process.exit(1);
}
