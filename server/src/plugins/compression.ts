/**
 * Compresses the API's answers for clients that accept it (brotli, else gzip): JSON, problem details and
 * CSV exports above 1 KiB. A market listing of thousands of offers is mostly repeated keys and names, so
 * it shrinks to a fraction on the wire. Static files come precompressed from the build and are left
 * alone (they carry their Content-Encoding already); the event stream is written to the socket itself
 * and is never buffered. Brotli runs at quality 4: most of the gain at a small cost per request.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: /^(?:application\/(?:json|problem\+json)|text\/csv)\b/,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
