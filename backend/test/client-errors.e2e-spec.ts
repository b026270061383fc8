import { connect } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * Requests Node refuses before the app sees them still answer the one error shape: Node's own
 * answer is a bare 431 or 400 without a body.
 */
describe('requests refused by the HTTP server itself', () => {
  let t: TestApp;
  let server: Server;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => t.close());

  it('an address over 16 KB is a 431 in the one error shape', async () => {
    const response = await request(server).get(`/api/leads?search=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      statusCode: 431,
      message: 'The request address or headers are too large',
      error: 'Request Header Fields Too Large',
    });
  });

  it('a malformed request line is a 400 in the one error shape', async () => {
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      message: 'The request is malformed',
      error: 'Bad Request',
    });
  });
});
