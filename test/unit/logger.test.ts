import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger } from '../../src/platform/logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('platform logger', () => {
  it('never writes secrets: tokens, cookies and passwords are redacted', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer s3cr3t-token', cookie: 'sid=cookie-value' } },
        body: { password: 'Hunter2!', newPassword: 'N3w!pass', refresh_token: 'refresh-value' },
      },
      'request',
    );
    const text = lines.join('');
    for (const secret of ['s3cr3t-token', 'cookie-value', 'Hunter2!', 'N3w!pass', 'refresh-value']) {
      expect(text).not.to.contain(secret);
    }
    expect(text).to.contain('[redacted]');
  });

  it('logs a database error without the client and its connection parameters', () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error('boom'), { code: '57P01', client: { password: 'pw', host: 'db' } });
    logger.error({ err }, 'failed');
    const logged = JSON.parse(lines[0]!);
    expect(logged.err).to.include({ message: 'boom', code: '57P01' });
    expect(logged.err).not.to.have.property('client');
  });
});
