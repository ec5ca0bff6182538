import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../config';
import { parseEnvelope } from '../../src/platform/http/error-reporting';

describe('error reporting: configuration and the development receiver (spec accounts-platform 9)', () => {
  it('off by default; ERROR_REPORTING_DSN takes a Sentry-protocol DSN and refuses anything else by name', () => {
    expect(loadConfig({}).errorReportingDsn).to.equal(undefined);
    const dsn = 'https://abc123@errors.example.com/7';
    expect(loadConfig({ ERROR_REPORTING_DSN: dsn }).errorReportingDsn).to.equal(dsn);
    expect(
      loadConfig({ ERROR_REPORTING_DSN: 'http://dev@localhost:3000/dev/error-reports/1' }).errorReportingDsn,
    ).to.be.a('string');
    for (const bad of ['errors.example.com', 'https://errors.example.com/7', 'https://a-b@errors.example.com/7']) {
      expect(() => loadConfig({ ERROR_REPORTING_DSN: bad }), bad).to.throw(ConfigError, /ERROR_REPORTING_DSN/);
    }
  });

  it('reads an envelope: its header, each item’s type, the error’s exception; sized binary items are skipped whole', () => {
    const binary = Buffer.from([0x1f, 0x8b, 0x0a, 0x00, 0x0a]);
    const body = Buffer.concat([
      Buffer.from(`${JSON.stringify({ event_id: 'e1', sdk: { name: 'sentry.javascript.browser' } })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'event' })}\n`),
      Buffer.from(`${JSON.stringify({ exception: { values: [{ type: 'Error', value: 'boom', stacktrace: {} }] } })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: binary.length })}\n`),
      binary,
      Buffer.from(`\n${JSON.stringify({ type: 'client_report' })}\n{"discarded_events":[]}`),
    ]);
    const envelope = parseEnvelope(body, '1', '2026-11-26T12:00:00.000Z');
    expect(envelope.header).to.deep.include({ event_id: 'e1' });
    expect(envelope.itemTypes).to.deep.equal(['event', 'replay_recording', 'client_report']);
    expect(envelope.exceptions).to.deep.equal([{ type: 'Error', value: 'boom' }]);
  });
});
