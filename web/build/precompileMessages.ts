import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { MESSAGE_FILE } from './messageFiles.ts';

/**
 * Compiles the message files to react-intl's message AST when they are bundled, and gives the browser
 * the parser's stub: the first bundle does not ship the ICU parser (about 10 kB gzip) and no message is
 * parsed on the page (react-intl formats the AST directly). The files stay plain ICU strings in the repo.
 * Each file's module is `JSON.parse` of one string (`json.stringify`, no named exports; the message files are the only JSON the web
 * app imports): V8 evaluates that faster than an object literal of the same size, which is what Vite writes otherwise.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    config: () => ({
      json: { stringify: true, namedExports: false },
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!MESSAGE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
