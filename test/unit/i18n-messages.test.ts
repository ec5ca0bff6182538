// Every interface language has exactly the English keys, non-empty, with the same ICU arguments and tags.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../kernel';

const dir = fileURLToPath(new URL('../../web/src/i18n/', import.meta.url));

function load(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${dir}${language}.json`, 'utf8')) as Record<string, unknown>;
}

/** Argument names (with their ICU type) and rich-text tags used by a message, sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          found.add(`{${el.value}}`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`{${el.value}, ${TYPE[el.type]}}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`{${el.value}, ${TYPE[el.type]}}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${el.value}>`);
          walk(el.children);
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('i18n message files', () => {
  const en = load('en');
  const enKeys = Object.keys(en).sort();

  it('spec accounts-platform 9: English is complete and every message parses', () => {
    expect(enKeys.length).to.be.greaterThan(0);
    for (const key of enKeys) {
      expect(en[key], key).to.be.a('string').and.not.equal('');
      expect(() => placeholders(en[key] as string), key).not.to.throw();
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(`${language}.json`, () => {
      const messages = load(language);

      it(`spec accounts-platform 9: ${language} has every English key, none empty`, () => {
        const missing = enKeys.filter(
          (key) => typeof messages[key] !== 'string' || (messages[key] as string).trim() === '',
        );
        expect(missing, `missing or empty in ${language}`).to.deep.equal([]);
      });

      it(`spec accounts-platform 9: ${language} has no keys that English lacks`, () => {
        const extra = Object.keys(messages).filter((key) => !(key in en));
        expect(extra, `extra in ${language}`).to.deep.equal([]);
      });

      it(`spec accounts-platform 9: ${language} uses the same ICU placeholders as English`, () => {
        const differing = enKeys
          .filter((key) => typeof messages[key] === 'string')
          .map((key) => {
            const expected = placeholders(en[key] as string).join(' ');
            let actual: string;
            try {
              actual = placeholders(messages[key] as string).join(' ');
            } catch (error) {
              actual = `unparsable: ${(error as Error).message}`;
            }
            return { key, expected, actual };
          })
          .filter((d) => d.expected !== d.actual);
        expect(differing, `placeholders differ in ${language}`).to.deep.equal([]);
      });
    });
  }
});
