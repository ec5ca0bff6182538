// React.lazy with the spec's 60 s load timeout (accounts-platform 2.6); failures become PageLoadError.
import { lazy, type ComponentType } from 'react';

export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('Page failed to load', { cause });
    this.name = 'PageLoadError';
  }
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new PageLoadError('timeout')), PAGE_LOAD_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new PageLoadError(error));
          },
        );
      }),
  );
}
