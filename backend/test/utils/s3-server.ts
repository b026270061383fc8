import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: it checks the access key's id (a wrong one is refused with 403), not the secret. */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  /** The variables that point the app at `bucket` here (path-style, s3rver's keys). */
  env: (bucket: string) => Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: S3's REST protocol over a folder) on a free local port, with
 * `buckets` made; the suites run the AWS SDK against it as against any S3-compatible store.
 */
export async function startS3(...buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ghostline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    }),
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP relay to `target` that can go down part way: after `cutAfter(n)`, once n more bytes have gone
 * towards the store, every connection is dropped and new ones are refused (the store's host gone
 * mid-upload, as the app sees it).
 */
export async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let budget = Infinity;
  let down = false;
  const cut = () => {
    down = true;
    for (const socket of sockets) socket.destroy();
  };
  const server = createServer((incoming) => {
    if (down) return incoming.destroy();
    const outgoing = connect(Number(port), hostname);
    sockets.add(incoming).add(outgoing);
    incoming.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget <= 0) return cut();
      outgoing.write(chunk);
    });
    outgoing.on('data', (chunk: Buffer) => incoming.write(chunk));
    for (const socket of [incoming, outgoing]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        incoming.destroy();
        outgoing.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cutAfter: (bytes: number) => {
      budget = bytes;
    },
    /** Up again: connections are taken and relayed whole. */
    restore: () => {
      down = false;
      budget = Infinity;
    },
    close: () => {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The address of a local port nothing listens on (taken, then let go): a store that is down. */
export async function deadEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
