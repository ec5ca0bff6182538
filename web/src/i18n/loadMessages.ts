// Message files: en ships with the shell (it is also the fallback); others are fetched on demand.
import en from './en.json';
import type { Language } from '../../../kernel';

/** ICU strings in the repo; the bundle holds them compiled to react-intl's AST (web/build/precompileMessages.ts). */
export type Messages = Record<string, string>;

const lazyFiles = import.meta.glob<{ default: Messages }>(['./*.json', '!./en.json']);
const cache = new Map<Language, Promise<Messages>>([['en', Promise.resolve(en)]]);
const loaded = new Map<Language, Messages>([['en', en]]);

export const englishMessages: Messages = en;

/** Synchronous access to an already loaded language (no flash when switching back). */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

export function loadMessages(language: Language): Promise<Messages> {
  let promise = cache.get(language);
  if (!promise) {
    const file = lazyFiles[`./${language}.json`];
    promise = (file ? file() : Promise.reject(new Error(`No messages for ${language}`)))
      .then((module) => {
        // Missing keys fall back to English rather than showing raw ids.
        const merged = { ...en, ...module.default };
        loaded.set(language, merged);
        return merged;
      })
      .catch((error: unknown) => {
        // Spec 8: a failed language-file import goes to the console only; English stays.
        console.error('Failed to load messages', language, error);
        cache.delete(language);
        return en;
      });
    cache.set(language, promise);
  }
  return promise;
}
