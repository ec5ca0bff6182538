import type { Plugin } from 'vite';

/**
 * Puts the shell's stylesheet (about 5 kB gzip) into index.html as a <style>, so the first paint
 * does not wait for a render-blocking request (Lighthouse: "Eliminate render-blocking resources").
 * The file stays in assets/ for anything that still links it; lazy pages keep their own CSS files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}
