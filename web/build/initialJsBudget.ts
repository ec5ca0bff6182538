import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Prints the gzip size of the JavaScript the home page loads before anything lazy (the entry chunk
 * and its static imports) and fails the build when it exceeds the budget, so a heavy import in the
 * shell is caught when it is written, not in a Lighthouse run weeks later.
 */
export function initialJsBudget(budgetKb: number): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
      );
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        chunks.get(fileName)?.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const bytes = [...initial].reduce((sum, name) => sum + gzipSync(chunks.get(name)?.code ?? '').length, 0);
      const kb = bytes / 1000;
      const line = `initial JS: ${kb.toFixed(1)} kB gzip in ${initial.size} file(s), budget ${budgetKb} kB`;
      if (kb > budgetKb) this.error(`${line}: over budget. Load the new dependency lazily (React.lazy / import()).`);
      this.info(line);
    },
  };
}
