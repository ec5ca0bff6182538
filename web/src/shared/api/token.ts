// Where the request wrapper gets the Bearer token. Identity plugs its getter in later.
type TokenGetter = () => string | null;

let getToken: TokenGetter = () => null;

export function setTokenGetter(getter: TokenGetter): void {
  getToken = getter;
}

export function currentToken(): string | null {
  return getToken();
}
