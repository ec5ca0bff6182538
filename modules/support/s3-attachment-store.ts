import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject, injectable } from 'inversify';
import type { AppConfig } from '../../config';
import type { Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { AttachmentStore } from './attachment-store';

/**
 * Attachments' bytes in an S3-compatible object store (ATTACHMENT_STORE=s3): AWS S3, MinIO, Ceph... through the AWS
 * SDK, which signs every request (SigV4). Object key: S3_PREFIX + the attachment's id. Path-style addressing
 * (`endpoint/bucket/key`), which every S3-compatible server understands, S3 itself included.
 *
 * `put` is not part of the database transaction, and need not be: the object is written before the attachment's row,
 * inside the question's transaction, and an attachment is only ever served through its row. If that transaction
 * rolls back, no row names the object, so it is never served; it is left in the bucket as an orphan (a few bytes
 * under the prefix that nothing reads; a bucket lifecycle rule may sweep them).
 */
@injectable()
export class S3AttachmentStore implements AttachmentStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(@inject(TYPES.Config) config: AppConfig) {
    const settings = config.support.attachmentStore;
    if (settings.kind !== 's3') throw new Error('S3AttachmentStore needs ATTACHMENT_STORE=s3');
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      // Only these keys: never whatever AWS_* variables or ~/.aws files the machine happens to have.
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A store that stops answering fails the request instead of holding it (and its transaction) open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    });
  }

  async put(_trx: Trx, id: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(id),
        Body: data,
        ContentLength: data.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(id: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  private key(id: string): string {
    return `${this.prefix}${id}`;
  }
}
