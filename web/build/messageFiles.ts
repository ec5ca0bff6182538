/** The interface languages' message files (web/src/i18n/{language}.json); the match is the language. */
export const MESSAGE_FILE = /\/web\/src\/i18n\/([a-z]{2})\.json$/;
