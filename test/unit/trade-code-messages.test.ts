// Every code the bots end a trade or refuse one with (bots/orchestrator/codes.ts) has words in the web app: the
// web's lists (web/src/shared/trades/tradeCodes.ts) hold it, and every language has its message.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FRIEND_REASONS, QUICK_SALE_CODES, TRADE_CODES, WITHDRAWAL_REASONS } from '../../bots/orchestrator/codes';
import { LANGUAGES } from '../../kernel';
import {
  FRIEND_CODES,
  QUICK_SALE_CODES as WEB_QUICK_SALE_CODES,
  TRADE_CREATION_CODES,
  WITHDRAWAL_END_CODES,
} from '../../web/src/shared/trades/tradeCodes';

const dir = fileURLToPath(new URL('../../web/src/i18n/', import.meta.url));
const load = (language: string) => JSON.parse(readFileSync(`${dir}${language}.json`, 'utf8')) as Record<string, string>;

describe('bot trade codes in the web app', () => {
  const server: [string, string[], readonly string[]][] = [
    ['withdrawal endings', Object.keys(WITHDRAWAL_REASONS), WITHDRAWAL_END_CODES],
    ['friendship failures', Object.keys(FRIEND_REASONS), FRIEND_CODES],
    ['trade creation codes', Object.keys(TRADE_CODES), TRADE_CREATION_CODES],
    ['quick sale codes', Object.keys(QUICK_SALE_CODES), WEB_QUICK_SALE_CODES],
  ];

  for (const [name, codes, web] of server) {
    it(`spec trading-core 4 and 8: the ${name} the server sends are the ones the web app words`, () => {
      expect([...web].sort()).to.deep.equal([...codes].sort());
    });
  }

  it('spec accounts-platform 9: every code has its message in every language', () => {
    for (const language of LANGUAGES) {
      const messages = load(language);
      const missing = server.flatMap(([, codes]) => codes).filter((code) => !messages[`trades.code.${code}`]);
      expect(missing, language).to.deep.equal([]);
    }
  });
});
