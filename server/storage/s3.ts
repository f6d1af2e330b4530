// Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), chosen when S3_BUCKET is set.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { isSafeKey, type Storage } from './storage.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');
let loadingSdk: Promise<S3Sdk> | undefined;
/**
 * The AWS SDK's S3 client, loaded with the first file stored or read: about 6 MB of heap that a
 * server keeping its files in DATA_DIR never needs (docs/decisions/045-outgrowing-the-embedded-database.md).
 */
const s3Sdk = () => {
  loadingSdk ??= import('@aws-sdk/client-s3');
  return loadingSdk;
};

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function s3Storage(settings: S3Settings): Storage {
  const options = {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's own chain applies (environment, instance role, ...).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  };
  let client: S3Client | undefined;
  /** The SDK and the client, made on first use. */
  const s3 = async () => {
    const sdk = await s3Sdk();
    client ??= new sdk.S3Client(options);
    return { sdk, client };
  };
  // A stream of known length goes up as plain bytes: with the SDK's default checksum it would be
  // sent aws-chunked with a trailer, which not every S3-compatible server (s3rver, older MinIO)
  // stores as the file.
  let streamClient: S3Client | undefined;
  const streaming = async () => {
    const { S3Client } = await s3Sdk();
    streamClient ??= new S3Client({ ...options, requestChecksumCalculation: 'WHEN_REQUIRED' });
    return streamClient;
  };
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType, size) {
      if (!isSafeKey(key)) throw new Error('Unsafe storage key');
      // PutObject needs a length: a Buffer has one, a stream of a told size streams, any other
      // stream is read whole first.
      const sized = !Buffer.isBuffer(body) && size !== undefined;
      const data = Buffer.isBuffer(body) || sized ? body : await readAll(body);
      const { sdk, client } = await s3();
      await (sized ? await streaming() : client).send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ...(sized ? { ContentLength: size } : {}),
        }),
      );
    },

    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const { sdk, client } = await s3();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return {
          body: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength ?? 0,
        };
      } catch (err) {
        if (
          err instanceof sdk.NoSuchKey ||
          (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404)
        ) {
          return undefined;
        }
        throw err;
      }
    },

    async delete(key) {
      if (!isSafeKey(key)) throw new Error('Unsafe storage key');
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async usedBytes() {
      const { sdk, client } = await s3();
      let total = 0;
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) total += o.Size ?? 0;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return total;
    },
  };
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
