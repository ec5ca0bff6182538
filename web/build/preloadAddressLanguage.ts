import type { Plugin } from 'vite';
import { MESSAGE_FILE } from './messageFiles.ts';

/**
 * A page renders nothing until its language's message file is in (English too: every language is a chunk of its
 * own, web/src/i18n/loadMessages.ts), and the entry chunk asks for that file only once it has run. A small script
 * in <head> adds a modulepreload for the address's file instead (English for an address without a language), so
 * both download together. The file names carry content hashes known only
 * once the bundle is written, hence a build plugin.
 */
export function preloadAddressLanguage(): Plugin {
  let base = '/';
  return {
    name: 'preload-address-language',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const language = MESSAGE_FILE.exec(output.facadeModuleId ?? '')?.[1];
          if (language) files[language] = base + output.fileName;
        }
        if (!files.en)
          throw new Error('preload-address-language: no English message file in the bundle (did web/src/i18n move?)');
        // The first path segment is the address language (spec accounts-platform 2.1); en has none.
        const script =
          `(function(){var files=${JSON.stringify(files)};` +
          `var first=(location.pathname.split('/')[1]||'').toLowerCase();` +
          `var file=Object.prototype.hasOwnProperty.call(files,first)?files[first]:files.en;` +
          `var link=document.createElement('link');link.rel='modulepreload';link.href=file;document.head.appendChild(link);})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
