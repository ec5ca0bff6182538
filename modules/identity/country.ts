import type { Request } from 'express';

/** Headers a proxy or CDN sets with the visitor's country (two letters). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code', 'x-country'];

/**
 * The visitor's country: a header set by a proxy, then the region of the preferred
 * Accept-Language entry (ru-RU -> ru), then the configured default. Lowercase, as the client expects.
 */
export function detectCountry(req: Request, fallback: string): { country: string; city: string | null } {
  for (const header of COUNTRY_HEADERS) {
    const value = req.get(header);
    if (value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX')
      return { country: value.toLowerCase(), city: null };
  }
  for (const language of req.acceptsLanguages()) {
    const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(language)?.[1];
    if (region) return { country: region.toLowerCase(), city: null };
  }
  return { country: fallback, city: null };
}

/** What CDNs report for Tor and anonymising proxies instead of a country. */
const ANONYMOUS_COUNTRIES = new Set(['T1', 'A1', 'A2']);

/**
 * The country the network reports (only a proxy's or CDN's header, never the browser's language): lowercase,
 * `anonymous` for Tor or an anonymising proxy, null when no header says.
 */
export function networkCountry(req: Request): string | null {
  for (const header of COUNTRY_HEADERS) {
    const value = req.get(header)?.toUpperCase();
    if (!value) continue;
    if (ANONYMOUS_COUNTRIES.has(value)) return 'anonymous';
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') return value.toLowerCase();
  }
  return null;
}
