/**
 * Validation message keys (spec accounts-platform 5 and 8). Schemas fail with these keys; the web app
 * translates them as `validation.<key>`, with {min} and {max} where they apply.
 */
export const MESSAGE = {
  required: 'required',
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  prohibitedSymbols: 'prohibitedSymbols',
  missingLowercase: 'missingLowercase',
  missingUppercase: 'missingUppercase',
  missingDigit: 'missingDigit',
  missingSymbol: 'missingSymbol',
  differentPasswords: 'differentPasswords',
  invalidEmail: 'invalidEmail',
  onlyEnglish: 'onlyEnglish',
  firstSymbolSpace: 'firstSymbolSpace',
  invalidCode: 'invalidCode',
  invalidValue: 'invalidValue',
} as const;
export type MessageKey = (typeof MESSAGE)[keyof typeof MESSAGE];
