import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: ReceivedRequest, response: http.ServerResponse) => void;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a port the OS picks, so tests exercise the real adapter. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handler(
        { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') },
        response,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Servers that never answer keep sockets open; close them so the test run can end.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An origin where nothing listens: the OS gave the port out once, and it is closed again. */
export async function originWithNothingListening(): Promise<string> {
  const server = await startTestServer(() => undefined);
  await server.close();
  return server.origin;
}

export function sendJson(response: http.ServerResponse, httpStatus: number, body: unknown): void {
  response.writeHead(httpStatus, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}
