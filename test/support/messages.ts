import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './process';

/** A language's message file, so e2e tests assert on the text a user sees without copying it. */
export function messages(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(ROOT, 'web/src/i18n', `${language}.json`), 'utf8'));
}

/** The plain text of a message: rich-text tags dropped, placeholders left to the caller. */
export function plain(message: string): string {
  return message.replace(/<\/?\w+>/g, '');
}
