// Pure and without yup: the wallet's words the web app's shell needs (its entry chunk brings no yup).

/** Socket notification to a user: a top-up was credited or a cash-out changed their balance. */
export const BALANCE_CHANGED = 'BALANCE_CHANGED';
