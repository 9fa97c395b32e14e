/** Compressed answers: the API's JSON and CSV go out brotli or gzip encoded to clients that accept it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD } from '../src/plugins/compression.js';
import { createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(demo.buyer);
});
afterAll(async () => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compression', () => {
  it('sends the metadata brotli-encoded to a browser, the same answer in fewer bytes', async () => {
    const plain = await get('/api/generic/metadata');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await get('/api/generic/metadata', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(br.rawPayload);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('falls back to gzip, and leaves answers below the threshold and clients without it alone', async () => {
    const gzip = await get('/api/generic/metadata', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(
      (await get('/api/generic/metadata')).json(),
    );

    const small = await get('/api/user', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expectContract(small, 'getUser');
  });
});
