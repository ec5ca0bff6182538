import type { Plugin } from 'vite';

/**
 * Keeps the shell in one file: every module the entry imports statically (the module graph index.html loads before
 * anything lazy) goes into the entry chunk, as Rollup did. Rolldown (Vite 8) put the modules the shell shares with lazy
 * pages into ~25 small common chunks instead (jsx-runtime, session, store, useIntl...), each one more request before
 * the first render. The lazy pages and the language files still import what they need from the entry chunk.
 * Rolldown's own runtime helpers stay a chunk of their own (0.4 kB gzip), preloaded by index.html.
 */
export function shellInEntry(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'shell-in-entry',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'index', test: (id: string) => shell.has(id), priority: 100 }] },
          },
        },
      },
    }),
    // The graph is complete here and chunks are not made yet: the group's test reads this set.
    buildEnd() {
      shell.clear();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
