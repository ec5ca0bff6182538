// The legal and info documents as data (spec trading-core 2: /terms, /contacts, /policy, /kyc; accounts-platform
// 2.2: /terms-rf): sections with headings, paragraphs and lists, rendered by LegalPage with a table of contents.
// The documents' text is English (the pages say so in the reader's language); everything around it is translated.

/** Each document's id: its title and address come from it (LEGAL_PATHS, content.legal.title.{id}). */
export type LegalDocId = 'terms' | 'termsRf' | 'policy' | 'kyc' | 'contacts';

/** A paragraph, or a list of items. An e-mail address in the text becomes a mailto link. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** Its anchor in the page (#id) and the table of contents' link. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDoc {
  id: LegalDocId;
  /** When the text last changed (ISO date). */
  updated: string;
  sections: LegalSection[];
}

export const LEGAL_PATHS: Record<LegalDocId, string> = {
  terms: '/terms',
  termsRf: '/terms-rf',
  policy: '/policy',
  kyc: '/kyc',
  contacts: '/contacts',
};

/** Where the operator is reached (no legal entity is named: the operator is "Tradehall"). */
export const CONTACT_EMAILS = {
  support: 'support@tradehall.local',
  privacy: 'privacy@tradehall.local',
  compliance: 'compliance@tradehall.local',
  legal: 'legal@tradehall.local',
} as const;
