import { PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import pg from 'pg';
import sharp from 'sharp';
import { ConfigError, loadConfig, type AppConfig } from '../../config';
import { S3AttachmentStore } from '../../modules/support/s3-attachment-store';
import { startTestApp, type TestApp } from '../support/app';
import { S3Simulator } from '../support/s3-simulator';
import { registerUser, type TestUser } from '../support/users';

const BUCKET = 'tradehall-attachments';
const KEYS = { accessKeyId: 'SIMULATEDKEYID000001', secretAccessKey: 'simulated/secret/of/the/test/store+0123456789' };
const S3_ENV = {
  ATTACHMENT_STORE: 's3',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
};

const ask = { category: 'purchase_problems', title: 'Item did not arrive', description: 'Here is a screenshot.' };

/** Asks a question with files, as the browser's form does; answers the question view. */
async function askWith(app: TestApp, user: TestUser, files: { name: string; data: Buffer; type: string }[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(ask)) form.append(k, v);
  for (const f of files) form.append('files', new Blob([f.data], { type: f.type }), f.name);
  const response = await fetch(`${app.url}/api/support/questions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}` },
    body: form,
  });
  const body = (await response.json()) as any;
  expect(response.status, JSON.stringify(body)).to.equal(200);
  return body.question;
}

const download = (app: TestApp, url: string, user: TestUser) =>
  fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${user.access_token}` } });

/** A JPEG carrying EXIF that the upload must not keep. */
const photo = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: 'green' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-home-address' } })
    .toBuffer();

/** The S3 settings of a config, for building a store or a client by hand. */
function s3Settings(config: AppConfig) {
  const settings = config.support.attachmentStore;
  if (settings.kind !== 's3') throw new Error('not an S3 config');
  return settings;
}

/**
 * Spec trading-core 5 (attachments), stored through the storage adapter chosen by configuration: an S3-compatible
 * store (ATTACHMENT_STORE=s3) here, a local simulated one that speaks S3's REST protocol and checks SigV4 signatures.
 */
describe('spec trading-core 5: attachments in an S3-compatible store (ATTACHMENT_STORE=s3)', () => {
  let s3: S3Simulator;
  let app: TestApp;

  before(async () => {
    s3 = await S3Simulator.start({ buckets: [BUCKET], credentials: KEYS });
    app = await startTestApp({ env: { ...S3_ENV, S3_ENDPOINT: s3.endpoint } });
  });
  after(async () => {
    await app?.stop();
    await s3?.stop();
  });

  it("spec trading-core 5: a user's image attachment is stored in the S3 store under the prefix, re-encoded (not the bytes sent), and not in PostgreSQL", async () => {
    const user = await registerUser(app.url);
    const sent = await photo();
    const q = await askWith(app, user, [{ name: 'screen.jpg', data: sent, type: 'image/jpeg' }]);
    const attachment = q.messages[0].attachments[0];
    expect(attachment).to.include({ kind: 'image', mime: 'image/jpeg', name: 'screen.jpg' });

    const key = `support/${attachment.id}`;
    const stored = s3.object(BUCKET, key);
    expect(stored, `object ${key} among ${s3.keys(BUCKET)}`).to.not.equal(undefined);
    expect(stored!.data.equals(sent)).to.equal(false);
    expect(stored!.data.includes('secret-home-address')).to.equal(false);
    expect(await sharp(stored!.data).metadata()).to.include({ format: 'jpeg', width: 16, height: 16 });
    expect(stored!.data.length).to.equal(attachment.size);
    // The SDK's default integrity check came along and was verified by the store.
    expect(stored!.checksums).to.have.property('x-amz-checksum-crc32');

    const db = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
    try {
      const blobs = await db.query('SELECT count(*)::int AS n FROM support.attachment_blobs WHERE id = $1', [
        attachment.id,
      ]);
      expect(blobs.rows[0].n).to.equal(0);
      const rows = await db.query('SELECT count(*)::int AS n FROM support.attachments WHERE id = $1', [attachment.id]);
      expect(rows.rows[0].n).to.equal(1);
    } finally {
      await db.end();
    }
  });

  it('spec trading-core 5, 6: the asker downloads it back byte-identical to what was stored; another user is refused as with PostgreSQL (404 NOT_FOUND)', async () => {
    const [owner, other] = [await registerUser(app.url), await registerUser(app.url)];
    const q = await askWith(app, owner, [{ name: 'screen.jpg', data: await photo(), type: 'image/jpeg' }]);
    const attachment = q.messages[0].attachments[0];

    const served = await download(app, attachment.url, owner);
    expect(served.status).to.equal(200);
    expect(served.headers.get('content-type')).to.contain('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(s3.object(BUCKET, `support/${attachment.id}`)!.data)).to.equal(true);

    const refused = await download(app, attachment.url, other);
    const refusal = { status: refused.status, errorCode: ((await refused.json()) as any).errorCode };
    expect(refusal).to.deep.equal({ status: 404, errorCode: 'NOT_FOUND' });
    expect((await fetch(`${app.url}${attachment.url}`)).status).to.equal(401);

    // The same upload and refusal with the default adapter (PostgreSQL): the same bytes kept, the same answer.
    const pgApp = await startTestApp();
    try {
      expect(pgApp.config.support.attachmentStore).to.deep.equal({ kind: 'postgres' });
      const [pgOwner, pgOther] = [await registerUser(pgApp.url), await registerUser(pgApp.url)];
      const pgQ = await askWith(pgApp, pgOwner, [{ name: 'screen.jpg', data: await photo(), type: 'image/jpeg' }]);
      const pgAttachment = pgQ.messages[0].attachments[0];
      const pgBytes = Buffer.from(await (await download(pgApp, pgAttachment.url, pgOwner)).arrayBuffer());
      expect(pgBytes.equals(bytes)).to.equal(true);
      const pgRefused = await download(pgApp, pgAttachment.url, pgOther);
      expect({ status: pgRefused.status, errorCode: ((await pgRefused.json()) as any).errorCode }).to.deep.equal(
        refusal,
      );
    } finally {
      await pgApp.stop();
    }
  });

  it('the store reads a missing object as absent (S3 NoSuchKey -> null) and what it put as it was', async () => {
    const store = new S3AttachmentStore(app.config);
    expect(await store.get('00000000-0000-4000-8000-000000000000')).to.equal(null);
    await store.put(null as never, 'written-by-the-test', Buffer.from('plain bytes'));
    expect((await store.get('written-by-the-test'))?.toString()).to.equal('plain bytes');
    expect(s3.keys(BUCKET)).to.include('support/written-by-the-test');
  });

  it('the simulated store checks SigV4 signatures: a client with a wrong secret is refused (403 SignatureDoesNotMatch), so is an unsigned request; a body changed after signing is XAmzContentSHA256Mismatch', async () => {
    const settings = s3Settings(app.config);
    const wrong = new S3AttachmentStore({
      ...app.config,
      support: { attachmentStore: { ...settings, secretAccessKey: `${settings.secretAccessKey}x` } },
    });
    const before = s3.keys(BUCKET).length;
    for (const attempt of [
      () => wrong.put(null as never, 'forged', Buffer.from('forged')),
      () => wrong.get('forged'),
    ]) {
      const err = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(S3ServiceException);
      expect((err as S3ServiceException).name).to.equal('SignatureDoesNotMatch');
      expect((err as S3ServiceException).$metadata.httpStatusCode).to.equal(403);
    }
    expect(s3.keys(BUCKET).length).to.equal(before);
    expect(s3.requests.at(-1)).to.include({ status: 403, code: 'SignatureDoesNotMatch' });

    const unsigned = await fetch(`${s3.endpoint}/${BUCKET}/support/unsigned`, { method: 'PUT', body: 'anonymous' });
    expect(unsigned.status).to.equal(403);
    expect(await unsigned.text()).to.contain('<Code>AccessDenied</Code>');

    // A correctly signed request whose body is swapped (same length) after signing.
    const client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: KEYS,
    });
    client.middlewareStack.addRelativeTo(
      (next: any) => async (args: any) => {
        args.request.body = Buffer.from('tampered!');
        return next(args);
      },
      { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'tamperAfterSigning' },
    );
    const tampered = await client
      .send(new PutObjectCommand({ Bucket: BUCKET, Key: 'support/tampered', Body: Buffer.from('original!') }))
      .then(
        () => null,
        (e: unknown) => e as S3ServiceException,
      );
    expect(tampered?.name).to.equal('XAmzContentSHA256Mismatch');
    expect(s3.keys(BUCKET)).to.not.include('support/tampered');
    client.destroy();
  });
});

describe('configuration: ATTACHMENT_STORE', () => {
  const complete = { ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9000' };

  it('postgres by default; s3 with its settings, the region us-east-1 and the prefix support/ by default', () => {
    expect(loadConfig({}).support.attachmentStore).to.deep.equal({ kind: 'postgres' });
    expect(loadConfig(complete).support.attachmentStore).to.deep.equal({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: KEYS.accessKeyId,
      secretAccessKey: KEYS.secretAccessKey,
      prefix: 'support/',
    });
  });

  it('s3 without a bucket, an endpoint or keys stops the start with an error naming the setting', () => {
    for (const missing of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      const env: Record<string, string> = { ...complete };
      delete env[missing];
      expect(() => loadConfig(env), missing)
        .to.throw(ConfigError, `Invalid configuration ${missing}: is required when ATTACHMENT_STORE=s3`)
        .with.property('setting', missing);
    }
    expect(() => loadConfig({ ATTACHMENT_STORE: 'disk' })).to.throw(ConfigError, 'ATTACHMENT_STORE');
    expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'minio:9000' })).to.throw(ConfigError, 'S3_ENDPOINT');
    expect(() => loadConfig({ ...complete, S3_BUCKET: 'Bad_Bucket' })).to.throw(ConfigError, 'S3_BUCKET');
  });
});
