import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3StorageConfig {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * AWS Signature Version 4 headers for one path-style request (works with AWS S3, MinIO, R2 and
 * other S3-compatible stores). Exported for its unit test against AWS's published example.
 */
export function signS3Request(
  config: S3StorageConfig,
  request: { method: string; url: URL; payloadHash: string; headers?: Record<string, string> },
  now: Date,
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([key, value]) => [encodeURIComponent(key), encodeURIComponent(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [request.method, request.url.pathname, query, canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}

/** Objects in an S3-compatible bucket, through plain fetch and SigV4 (no SDK to install). */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return new URL(`${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${key}`);
  };
  const send = (method: string, key: string, body?: Uint8Array, contentType?: string) => {
    const url = urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signS3Request(config, { method, url, payloadHash, headers: contentType ? { 'content-type': contentType } : {} }, new Date());
    return fetch(url, { method, headers, body: body ? Buffer.from(body) : undefined });
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
