import http from 'node:http';

/** What a client observes of one HTTP exchange. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface ApiCall {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes are sent as they are (no Content-Type added); anything else as JSON. */
  body?: unknown;
  /** Sends these pieces with chunked transfer encoding instead of a Content-Length. */
  chunks?: string[];
}

/* node:http rather than fetch: fetch refuses a GET with a body and always picks its own framing,
 * and these tests need to send exactly the malformed requests a hostile client would. */
export function callApi(url: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  let body: string | Uint8Array | undefined;
  if (typeof call.body === 'string' || call.body instanceof Uint8Array) body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  // Node frames a GET or DELETE body only when asked to.
  if (call.chunks) headers['transfer-encoding'] = 'chunked';

  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: call.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers: responseHeaders, text, json: parseJson(text) });
      });
    });
    req.on('error', reject);
    for (const chunk of call.chunks ?? []) req.write(chunk);
    req.end(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
