// The build this page runs (web/build/buildManifest.ts defines it); null under the dev server and in unit tests.
declare const __BUILD_ID__: string | null | undefined;

export const OWN_BUILD_ID: string | null = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : null;
