import { CONTACT_EMAILS, type LegalDoc } from './types';

/** How to reach Tradehall (/contacts). */
export const CONTACTS: LegalDoc = {
  id: 'contacts',
  updated: '2026-11-20',
  sections: [
    {
      id: 'help',
      heading: 'Help first',
      blocks: [
        'Most answers are in the FAQ in Help, with a search. The live chat answers at once with matching articles and hands you over to an operator when you ask. A question from the question form is answered within 24 to 48 hours, and you can follow it under My questions.',
      ],
    },
    {
      id: 'email',
      heading: 'E-mail',
      blocks: [
        {
          list: [
            `Support, deals, top-ups and cash-outs: ${CONTACT_EMAILS.support}`,
            `Privacy and your personal data: ${CONTACT_EMAILS.privacy}`,
            `AML and KYC checks, documents: ${CONTACT_EMAILS.compliance}`,
            `Claims and legal notices: ${CONTACT_EMAILS.legal}`,
          ],
        },
        'Write from the e-mail address of your account and give your nickname, so we can find it. Never send your password or your game account’s cookie: nobody from Tradehall will ask for them.',
      ],
    },
    {
      id: 'operator',
      heading: 'Operator',
      blocks: [
        'The site is operated by Tradehall. Tradehall is not affiliated with Roblox Corporation or with the developers of the games whose items are traded here.',
      ],
    },
  ],
};
