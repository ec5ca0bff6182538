import type { Plugin } from 'vite';
import { MESSAGE_FILE } from './messageFiles';

/**
 * A page in another language (/ru/..., /de/...) renders nothing until its message file is in, and the
 * entry chunk asks for that file only once it has run. A small script in <head> adds a modulepreload for
 * the address's file instead, so both download together. The file names carry content hashes known only
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
        if (Object.keys(files).length === 0)
          throw new Error('preload-address-language: no message files in the bundle (did web/src/i18n move?)');
        // The first path segment is the address language (spec accounts-platform 2.1); en has none.
        const script =
          `(function(){var files=${JSON.stringify(files)};` +
          `var file=files[(location.pathname.split('/')[1]||'').toLowerCase()];if(!file)return;` +
          `var link=document.createElement('link');link.rel='modulepreload';link.href=file;document.head.appendChild(link);})();`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
