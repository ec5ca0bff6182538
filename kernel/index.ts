// The shared kernel: words every module, the bots and the web app share, defined once (GLOSSARY.md).
// Pure: no Node imports and no libraries, so the browser's entry chunk can use it for free.
export * from './flags';
export * from './games';
export * from './languages';
export * from './messages';
export * from './money';
export * from './services';
