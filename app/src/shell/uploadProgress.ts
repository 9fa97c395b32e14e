/** Bytes of a request body sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A `fetch` for one request that reports how much of its body has been sent. Browsers report upload
 * progress only through XMLHttpRequest, so this sends the request's headers and body with one and answers
 * a standard `Response`; the client's middleware (CSRF header, error handling) runs around it as usual.
 */
export function fetchWithUploadProgress(onProgress: (progress: UploadProgress) => void) {
  return async (request: Request): Promise<Response> => {
    // The body as bytes (a multipart body keeps its boundary in the copied Content-Type header).
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) =>
        onProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : (body?.byteLength ?? 0),
        });
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
