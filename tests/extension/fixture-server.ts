import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";

/**
 * The fixture pages (pages/*.html) over plain HTTP on 127.0.0.1, on a port the system chooses: the
 * extension's `activeTab` grant is for web pages, not for pages a test sets or routes.
 */
export async function serveFixtures(): Promise<{ origin: string; server: Server }> {
  const folder = path.join(import.meta.dirname, "pages");
  const server = createServer(async (request, response) => {
    const name = path.basename(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    try {
      const body = await readFile(path.join(folder, name.endsWith(".html") ? name : `${name}.html`));
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The fixture server has no port");
  return { origin: `http://127.0.0.1:${address.port}`, server };
}
