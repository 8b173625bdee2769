import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkContent } from '../apps/api/src/files/content';
import { DiskFileStore } from '../apps/api/src/files/storage/disk-store';
import { type SignedInClient, signedHeaders } from '../test/support/api-client';
import { percentile, progress, report, round, runConcurrently, startBenchApi } from './support';

const CLIENTS = 8;
const PER_CLIENT = 10;
const WARM_UP = 2;
const MB = 1024 * 1024;

/** A photo-like PNG of about 1 MB: noise does not compress, so its size is its pixels. */
async function imageOfAboutOneMb(): Promise<Buffer> {
  const side = 590;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * files.upload: MB/s of 1 MB image uploads through the HTTP API with 8 clients at once (each
 * one upload after the other), with the p99 and p50 of one upload: the signed request, the
 * multipart body, the content check by the bytes, re-encoding without metadata, the thumbnail,
 * the write to the data folder (flushed) and the FileUploaded event on PostgreSQL. Baseline in
 * the same run: writing the same bytes to the same disk the same way (temporary file, flush,
 * rename), 8 writers at once, without anything else. Beside them, this process's CPU time per
 * upload, and per content check alone (decoding, re-encoding, thumbnail).
 */
export async function benchFilesUpload(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'packflow-bench-files-'));
  const bench = await startBenchApi({ DATA_DIR: dataDir });
  const { api } = bench;
  try {
    const image = await imageOfAboutOneMb();
    progress(`files.upload: ${CLIENTS} salesmen uploading a ${round(image.length / MB, 2)} MB PNG`);
    const clients: SignedInClient[] = [];
    for (let c = 0; c < CLIENTS; c++) {
      clients.push((await bench.staff('OperatorIndex', `bench-files-${c}`)).client);
    }
    const upload = async (client: SignedInClient, n: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)]), `photo-${n}.png`);
      const res = await fetch(`${api.url}/api/upload`, {
        method: 'POST',
        headers: { Locale: 'en', ...signedHeaders(client.session!) },
        body: form,
      });
      const body = (await res.json()) as { code: number; msg: string };
      if (body.code !== 0) throw new Error(`bench upload refused: ${body.msg}`);
    };
    await runConcurrently(CLIENTS * WARM_UP, CLIENTS, (i) => upload(clients[i % CLIENTS]!, i));
    // CPU time of this process (the API and the clients driving it): what the machine's load hardly moves.
    const cpu = process.cpuUsage();
    const uploads = await runConcurrently(CLIENTS * PER_CLIENT, CLIENTS, (i) =>
      upload(clients[i % CLIENTS]!, i),
    );
    const used = process.cpuUsage(cpu);
    const check = process.cpuUsage();
    for (let i = 0; i < PER_CLIENT; i++) await checkContent(image);
    const checked = process.cpuUsage(check);

    const disk = new DiskFileStore(path.join(dataDir, 'baseline'));
    const writes = await runConcurrently(CLIENTS * PER_CLIENT, CLIENTS, () =>
      disk.put(`upload/2026/11/${randomUUID()}.png`, image, 'image/png'),
    );
    const mbPerSecond = (elapsedMs: number) =>
      (CLIENTS * PER_CLIENT * image.length) / MB / (elapsedMs / 1000);
    report({
      name: 'files.upload',
      value: round(mbPerSecond(uploads.elapsedMs)),
      unit: 'MB/s',
      p99: round(percentile(uploads.latencies, 99)),
      p50: round(percentile(uploads.latencies, 50)),
      baseline: round(mbPerSecond(writes.elapsedMs)),
      baseline_is:
        'MB/s of writing the same bytes to the same disk (temporary file, flush, rename), 8 writers at once',
      baseline_p99: round(percentile(writes.latencies, 99)),
      baseline_p50: round(percentile(writes.latencies, 50)),
      cpu_ms_per_upload: round((used.user + used.system) / 1000 / (CLIENTS * PER_CLIENT)),
      cpu_ms_per_content_check: round((checked.user + checked.system) / 1000 / PER_CLIENT),
      file_mb: round(image.length / MB, 3),
      clients: CLIENTS,
      uploads: CLIENTS * PER_CLIENT,
    });
  } finally {
    await bench.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
