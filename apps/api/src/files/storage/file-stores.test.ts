import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { DiskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-store';

/**
 * One contract for every file store: the data folder always; an S3-compatible server (MinIO) when
 * PACKFLOW_TEST_S3 names an endpoint that answers (credentials PACKFLOW_TEST_S3_ACCESS_KEY and
 * PACKFLOW_TEST_S3_SECRET_KEY, default minioadmin), otherwise skipped with the reason in its name.
 */

const keyOf = (ext = 'png') => `upload/2026/11/${randomUUID()}.${ext}`;

function contract(name: string, open: () => Promise<{ store: FileStore; cleanup(): Promise<void> }>) {
  describe(name, () => {
    let store: FileStore;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    it('gives back the bytes it was given, and nothing for a key it never had', async () => {
      const key = keyOf();
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await store.put(key, bytes, 'image/png');
      expect((await store.get(key))?.equals(bytes)).toBe(true);
      expect(await store.get(keyOf())).toBeUndefined();
    });

    it('keeps thumbnails beside their file', async () => {
      const key = keyOf().replace(/\.png$/, '.thumb.jpg');
      await store.put(key, Buffer.from('thumb'), 'image/jpeg');
      expect((await store.get(key))?.toString()).toBe('thumb');
    });

    it.each([
      '../../etc/passwd',
      'upload/2026/11/../../../x.png',
      '/etc/passwd',
      'upload/2026/11/name.png',
      '',
    ])('refuses a key it did not generate: %j', async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/not a stored file key/);
      await expect(store.get(key)).rejects.toThrow(/not a stored file key/);
    });
  });
}

contract('the data-folder file store', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-files-'));
  return {
    store: new DiskFileStore(dir),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
});

describe('the data-folder file store on disk', () => {
  it('writes under <root>/upload/<year>/<month>/ and leaves no temporary file behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-files-'));
    try {
      const store = new DiskFileStore(dir);
      const key = keyOf('pdf');
      await store.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
      expect(fs.readFileSync(path.join(dir, key), 'latin1')).toBe('%PDF-1.4');
      expect(fs.readdirSync(path.dirname(path.join(dir, key)))).toEqual([path.basename(key)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * A stand-in that speaks the two S3 calls the adapter makes (PutObject, GetObject, path style)
 * the way S3 answers them, NoSuchKey included: it checks the adapter's requests and its reading
 * of answers on every run. It is no S3 server; the suite below against a real one is the test of
 * compatibility.
 */
function s3StandIn(): Promise<{ endpoint: string; requests: string[]; close(): Promise<void> }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      requests.push(`${req.method} ${url}`);
      if (req.method === 'PUT') {
        objects.set(url, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: '"1"' }).end();
        return;
      }
      const object = objects.get(url);
      if (req.method === 'GET' && object) {
        res
          .writeHead(200, { 'Content-Type': object.type, 'Content-Length': object.body.length })
          .end(object.body);
        return;
      }
      res
        .writeHead(404, { 'Content-Type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        endpoint: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

let standIn: Awaited<ReturnType<typeof s3StandIn>> | undefined;
contract('the S3 file store against a stand-in speaking PutObject and GetObject', async () => {
  standIn = await s3StandIn();
  const store = new S3FileStore({
    endpoint: standIn.endpoint,
    bucket: 'packflow',
    accessKey: 'key',
    secretKey: 'secret',
    region: 'us-east-1',
  });
  return { store, cleanup: () => standIn!.close() };
});

describe('the S3 file store addressing', () => {
  it('puts and gets objects by path style: /<bucket>/<stored path>', () => {
    expect(
      standIn?.requests
        .filter((r) => r.startsWith('PUT'))
        .every((r) => /^PUT \/packflow\/upload\/2026\/11\//.test(r)),
    ).toBe(true);
    expect(standIn?.requests.length).toBeGreaterThan(0);
  });
});

const S3_ENDPOINT = process.env.PACKFLOW_TEST_S3 ?? '';
const S3_ACCESS_KEY = process.env.PACKFLOW_TEST_S3_ACCESS_KEY ?? 'minioadmin';
const S3_SECRET_KEY = process.env.PACKFLOW_TEST_S3_SECRET_KEY ?? 'minioadmin';

/** Whether the endpoint answers at all (checked once, before the suites are declared). */
function s3Answers(endpoint: string): boolean {
  if (!endpoint) return false;
  try {
    execFileSync(
      process.execPath,
      [
        '-e',
        `fetch(${JSON.stringify(endpoint)}, { signal: AbortSignal.timeout(2000) }).then(() => process.exit(0), () => process.exit(1))`,
      ],
      { stdio: 'ignore', timeout: 5000 },
    );
    return true;
  } catch {
    return false;
  }
}

if (s3Answers(S3_ENDPOINT)) {
  contract(`the S3 file store against ${S3_ENDPOINT}`, async () => {
    const bucket = `packflow-test-${randomUUID().slice(0, 8)}`;
    const client = new S3Client({
      endpoint: S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET_KEY },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    client.destroy();
    const store = new S3FileStore({
      endpoint: S3_ENDPOINT,
      bucket,
      accessKey: S3_ACCESS_KEY,
      secretKey: S3_SECRET_KEY,
      region: 'us-east-1',
    });
    return { store, cleanup: async () => undefined };
  });
} else {
  describe.skip(`[skipped: ${S3_ENDPOINT ? `no S3 server answers at ${S3_ENDPOINT}` : 'PACKFLOW_TEST_S3 names no S3 endpoint'}] the S3 file store`, () => {
    it('stores and reads files in a bucket', () => undefined);
  });
}
