import { describe, expect, it } from 'vitest';
import { signS3Request } from '@/server/catalog/reviews/storage/s3-file-storage';

/* AWS's published example "GET Object" of the Signature Version 4 documentation for S3
 * (examplebucket, Range header, 2013-05-24): the signature must come out the same. */
describe('S3 request signing (SigV4)', () => {
  it("reproduces AWS's documented signature for GET /test.txt", () => {
    const headers = signS3Request(
      { endpoint: 'https://examplebucket.s3.amazonaws.com', bucket: 'examplebucket', region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        headers: { range: 'bytes=0-9' },
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
