import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeHandler = (request: FakeRequest) => { status: number; body: unknown };

export interface FakeServer {
  baseUrl: string;
  port: number;
  /** Every request received, in order. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 answering JSON, standing in for a payment gateway's API. */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0],
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let reply: { status: number; body: unknown };
      try {
        reply = handler(request);
      } catch (error) {
        reply = { status: 500, body: { error: { message: String(error) } } };
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
