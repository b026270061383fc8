import { createServer, request, Agent, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { HttpDrain } from './http-drain.js';

/** A server whose /slow answers after 300 ms and everything else at once. */
function slowServer(): Promise<{ server: Server; drain: HttpDrain; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow done'), 300);
    else res.end('fast');
  });
  const drain = new HttpDrain(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, drain, port: (server.address() as AddressInfo).port }),
    ),
  );
}

function get(
  port: number,
  path: string,
  agent?: Agent,
): Promise<{ body: string; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ body, response }));
    })
      .on('error', reject)
      .end();
  });
}

describe('HttpDrain', () => {
  it('lets requests in flight finish (closing their connection), closes idle ones and refuses new ones', async () => {
    const { server, drain, port } = await slowServer();
    const agent = new Agent({ keepAlive: true });
    await get(port, '/fast', agent); // leaves an idle keep-alive connection
    const inFlight = get(port, '/slow', new Agent({ keepAlive: true }));
    await delay(50);
    expect(drain.inFlight).toBe(1);

    const drained = drain.drain(5000);
    const answer = await inFlight;
    expect(answer.body).toBe('slow done');
    expect(answer.response.headers.connection).toBe('close');
    await expect(drained).resolves.toEqual({ forced: false });
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('cuts what is still running at the deadline', async () => {
    const { drain, port } = await slowServer();
    const inFlight = get(port, '/slow');
    await delay(50);
    await expect(drain.drain(50)).resolves.toEqual({ forced: true });
    await expect(inFlight).rejects.toThrow();
  });
});
