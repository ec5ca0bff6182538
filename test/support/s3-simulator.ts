/**
 * A simulated S3-compatible object store for tests: a node:http server speaking the subset of the S3 REST API that
 * the attachment store uses (PutObject, GetObject, HeadObject; path-style `/{bucket}/{key}`; errors as S3's XML
 * bodies, NoSuchKey included), objects kept in memory, and every request's AWS Signature Version 4 verified the way S3
 * does it: canonical request, string to sign, signing key derived from the secret, the signature compared; the payload
 * against its signed SHA-256 (x-amz-content-sha256) and its flexible checksum (x-amz-checksum-crc32...). A request
 * signed with another secret is 403 SignatureDoesNotMatch.
 *
 * Why not a package: the npm registry's local S3 server, `s3rver`, looks unmaintained: nothing after 3.7.1, whose
 * dependencies are majors behind (@koa/router 9, busboy 0.3, fast-xml-parser 3, fs-extra 8, commander 5), and it keeps
 * objects on disk. MinIO is a Go server, not an npm package, and tests fetch nothing from outside the registry. So
 * this file, with no dependency but node's own modules.
 *
 * What the AWS SDK (v3, @aws-sdk/client-s3) sends, seen on the wire: PutObject with a Buffer body is signed in one
 * piece (x-amz-content-sha256 = the body's hex SHA-256) with `x-amz-checksum-crc32` (the SDK's default integrity
 * protection, signed too); GetObject asks for the checksum (`x-amz-checksum-mode: ENABLED`) and checks it when the
 * answer carries it. No aws-chunked streaming (the body's length is known), so the client needs no
 * `requestChecksumCalculation: 'WHEN_REQUIRED'`. UNSIGNED-PAYLOAD is accepted as S3 accepts it; the STREAMING-*
 * payload modes are answered 501 NotImplemented (nothing here sends them).
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export interface S3SimulatorOptions {
  /** The buckets that exist (created empty). */
  buckets: string[];
  /** The one key pair the store accepts. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  region?: string;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** Flexible checksums sent with the PUT (header name, e.g. x-amz-checksum-crc32 -> base64 value). */
  checksums: Record<string, string>;
}

/** A request as the simulator judged it: what a test can look at after the fact. */
export interface S3RequestRecord {
  method: string;
  path: string;
  status: number;
  code?: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 refuses a request dated more than 15 minutes away from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_BODY = 64 * 1024 * 1024;
const CHECKSUMS: Record<string, (data: Buffer) => string> = {
  'x-amz-checksum-crc32': (data) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(crc32(data));
    return b.toString('base64');
  },
  'x-amz-checksum-sha1': (data) => createHash('sha1').update(data).digest('base64'),
  'x-amz-checksum-sha256': (data) => createHash('sha256').update(data).digest('base64'),
};

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class S3Simulator {
  readonly requests: S3RequestRecord[] = [];
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private readonly region: string;

  private constructor(
    private readonly server: Server,
    private readonly options: S3SimulatorOptions,
  ) {
    this.region = options.region ?? 'us-east-1';
    for (const bucket of options.buckets) this.buckets.set(bucket, new Map());
  }

  /** Listens on a free loopback port. */
  static async start(options: S3SimulatorOptions): Promise<S3Simulator> {
    const server = createServer();
    const simulator = new S3Simulator(server, options);
    server.on('request', (req, res) => void simulator.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return simulator;
  }

  /** What S3_ENDPOINT points at. */
  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  object(bucket: string, key: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(key);
  }

  keys(bucket: string): string[] {
    return [...(this.buckets.get(bucket)?.keys() ?? [])];
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const url = new URL(req.url ?? '/', 'http://simulator');
    const record: S3RequestRecord = { method: req.method ?? '', path: url.pathname, status: 200 };
    try {
      const body = await readBody(req);
      this.authenticate(req, url, body);
      const { status, headers, payload } = this.serve(req, url, body);
      record.status = status;
      res.writeHead(status, { 'x-amz-request-id': requestId, ...headers });
      res.end(req.method === 'HEAD' ? undefined : payload);
    } catch (err) {
      const e =
        err instanceof S3Error ? err : new S3Error(500, 'InternalError', `We encountered an internal error: ${err}`);
      record.status = e.status;
      record.code = e.code;
      const fields = { Code: e.code, Message: e.message, Resource: url.pathname, RequestId: requestId, ...e.extra };
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${Object.entries(fields)
        .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
        .join('')}</Error>`;
      res.writeHead(e.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
      // A HEAD answer has no body, as S3's: the status alone tells.
      res.end(req.method === 'HEAD' ? undefined : xml);
    } finally {
      this.requests.push(record);
    }
  }

  /** AWS Signature Version 4, Authorization header form (docs: "Signature Calculations for the Authorization Header"). */
  private authenticate(req: IncomingMessage, url: URL, body: Buffer): void {
    const authorization = header(req, 'authorization');
    if (!authorization) throw new S3Error(403, 'AccessDenied', 'Access Denied');
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
    if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
    const [, credential, signedHeaderList, signature] = match as unknown as [string, string, string, string];
    const [accessKeyId, date, region, service, terminator] = credential.split('/');
    if (accessKeyId !== this.options.credentials.accessKeyId)
      throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    const amzDate = header(req, 'x-amz-date');
    if (!/^\d{8}T\d{6}Z$/.test(amzDate))
      throw new S3Error(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    if (date !== amzDate.slice(0, 8) || region !== this.region || service !== 's3' || terminator !== 'aws4_request')
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the scope is wrong`,
        {
          Region: this.region,
        },
      );
    const at = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    if (!(Math.abs(Date.now() - at) <= MAX_SKEW_MS))
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const signedHeaders = signedHeaderList.split(';');
    if (!signedHeaders.includes('host')) throw new S3Error(403, 'AccessDenied', 'The host header must be signed');
    const unsigned = Object.keys(req.headers).filter((h) => h.startsWith('x-amz-') && !signedHeaders.includes(h));
    if (unsigned.length)
      throw new S3Error(
        403,
        'AccessDenied',
        `There were headers present in the request which were not signed: ${unsigned}`,
      );
    const payloadHash = header(req, 'x-amz-content-sha256');
    if (!payloadHash)
      throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');

    const canonicalRequest = [
      req.method,
      canonicalUri(url.pathname),
      canonicalQuery(req.url ?? ''),
      ...signedHeaders.map((h) => `${h}:${header(req, h).trim().replace(/\s+/g, ' ')}`),
      '',
      signedHeaderList,
      payloadHash,
    ].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    let key = hmac(`AWS4${this.options.credentials.secretAccessKey}`, date);
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
    const expected = createHmac('sha256', key).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        { AWSAccessKeyId: accessKeyId, StringToSign: stringToSign, CanonicalRequest: canonicalRequest },
      );

    // The signature covers the payload's hash; now the payload must be what was hashed.
    if (/^[0-9a-f]{64}$/.test(payloadHash)) {
      if (sha256Hex(body) !== payloadHash)
        throw new S3Error(
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        );
    } else if (payloadHash.startsWith('STREAMING-')) {
      throw new S3Error(501, 'NotImplemented', `The simulated store does not take ${payloadHash} uploads`);
    } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
      throw new S3Error(
        400,
        'InvalidArgument',
        'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, a STREAMING-* mode or a SHA-256',
      );
    }
    const md5 = header(req, 'content-md5');
    if (md5 && createHash('md5').update(body).digest('base64') !== md5)
      throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }

  private serve(
    req: IncomingMessage,
    url: URL,
    body: Buffer,
  ): { status: number; headers: Record<string, string>; payload?: Buffer } {
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const bucket = this.buckets.get(decodeURIComponent(bucketName));
    if (!bucket)
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucketName });
    if (!key) throw new S3Error(501, 'NotImplemented', 'The simulated store has no bucket operations');
    const subresources = [...url.searchParams.keys()].filter((k) => k !== 'x-id');
    if (subresources.length)
      throw new S3Error(501, 'NotImplemented', `The simulated store does not implement ?${subresources.join('&')}`);

    if (req.method === 'PUT') {
      if (header(req, 'x-amz-copy-source')) throw new S3Error(501, 'NotImplemented', 'CopyObject is not simulated');
      const checksums: Record<string, string> = {};
      for (const name of Object.keys(req.headers).filter((h) => h.startsWith('x-amz-checksum-'))) {
        const compute = CHECKSUMS[name];
        if (!compute) throw new S3Error(501, 'NotImplemented', `The simulated store does not compute ${name}`);
        if (compute(body) !== header(req, name))
          throw new S3Error(
            400,
            'BadDigest',
            `The ${name.slice('x-amz-checksum-'.length).toUpperCase()} you specified did not match the calculated checksum.`,
          );
        checksums[name] = header(req, name);
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      bucket.set(key, {
        data: Buffer.from(body),
        contentType: header(req, 'content-type') || 'binary/octet-stream',
        etag,
        lastModified: new Date(),
        checksums,
      });
      return { status: 200, headers: { etag, ...checksums } };
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = bucket.get(key);
      if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      const checksums = header(req, 'x-amz-checksum-mode') === 'ENABLED' ? object.checksums : {};
      return {
        status: 200,
        headers: {
          'content-type': object.contentType,
          'content-length': String(object.data.length),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          ...checksums,
        },
        payload: object.data,
      };
    }
    throw new S3Error(501, 'NotImplemented', `The simulated store does not implement ${req.method} on objects`);
  }
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY)
      throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** SigV4's URI encoding: every byte but A-Z a-z 0-9 - _ . ~ as %XY (uppercase). */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 signs the path encoded once (each segment decoded, then encoded; slashes kept), not normalised. */
function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

/** Parameters sorted by name (then value), names and values encoded; `a` alone is `a=`. */
function canonicalQuery(rawUrl: string): string {
  const query = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [k, v] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))] as const;
    })
    .sort(([ka, va], [kb, vb]) => (ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}
