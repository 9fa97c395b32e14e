import type { Client } from 'openapi-fetch';
import type { paths } from './schema.gen';

/**
 * Uploads a CSV offer file for preview (multipart). The contract types the part as a string; this helper
 * sends the real file so callers need no cast. `fetch` replaces the client's for this request (e.g. one
 * that reports upload progress).
 */
export async function previewCsvUpload(
  client: Client<paths>,
  file: Blob,
  fileName = 'angebote.csv',
  options: { fetch?: (request: Request) => Promise<Response>; signal?: AbortSignal } = {},
) {
  const { data } = await client.POST('/api/seller/offer-uploads/preview', {
    body: { file: fileName },
    bodySerializer: () => {
      const form = new FormData();
      form.set('file', file, fileName);
      return form;
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return data;
}
