// Message files: every language, English too, is a chunk of its own fetched on demand, so a page carries only its
// own language (a Russian page no longer parses the English file as well). The address language's file is
// preloaded by a script in <head> (web/build/preloadAddressLanguage.ts), beside the entry chunk.
import type { Language } from '../../../kernel';

/** ICU strings in the repo; the bundle holds them compiled to react-intl's AST (web/build/precompileMessages.ts). */
export type Messages = Record<string, string>;

// Every file has exactly the English keys (test/unit/i18n-messages.test.ts), so none is merged with English.
const files = import.meta.glob<{ default: Messages }>('./*.json');
const cache = new Map<Language, Promise<Messages>>();
const loaded = new Map<Language, Messages>();

/** Synchronous access to an already loaded language (no flash when switching back). */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

export function loadMessages(language: Language): Promise<Messages> {
  let promise = cache.get(language);
  if (!promise) {
    const file = files[`./${language}.json`];
    promise = (file ? file() : Promise.reject(new Error(`No messages for ${language}`)))
      .then(({ default: messages }) => {
        loaded.set(language, messages);
        return messages;
      })
      .catch((error: unknown) => {
        // Spec 8: a failed language-file import goes to the console only; English stays (is loaded instead).
        console.error('Failed to load messages', language, error);
        cache.delete(language);
        return language === 'en' ? {} : loadMessages('en');
      });
    cache.set(language, promise);
  }
  return promise;
}
