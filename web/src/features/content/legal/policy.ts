import { CONTACT_EMAILS, type LegalDoc } from './types';

/** The privacy policy (/policy): what Tradehall keeps about its users, why, and their rights. */
export const POLICY: LegalDoc = {
  id: 'policy',
  updated: '2026-11-20',
  sections: [
    {
      id: 'who',
      heading: '1. Who is responsible',
      blocks: [
        `Tradehall, the operator of this website, decides how the personal data described here is used. Questions about privacy and requests about your data: ${CONTACT_EMAILS.privacy}.`,
      ],
    },
    {
      id: 'what',
      heading: '2. What we keep',
      blocks: [
        {
          list: [
            'Account data: your e-mail address, nickname, password (stored only as a salted hash), avatar, language, currency and country.',
            'Security data: your sessions, two-factor settings, and the IP address and the country your network reports, used for fraud checks and for promotions limited to some countries.',
            'Linked game accounts: the game account’s id and nickname, its inventory as our bots read it, and its session cookie, stored encrypted (AES-256-GCM) and never shown or logged.',
            'Money: your balance and every movement of it (top-ups, purchases, sales, fees, cash-outs), and the cash-out details you give. Card details are entered at the payment provider; we never see them.',
            'Trading: your listings, purchases, sales, trades, autopurchases, ratings, blocks and reviews.',
            'Support: your questions, chats, the files you attach and the operators’ answers. Images are re-encoded without their metadata.',
            'Technical data: the pages you visit on the site and errors your browser reports, to keep the site working.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: '3. Why we use it',
      blocks: [
        {
          list: [
            'To run your account and the deals you make (the contract between us).',
            'To prevent fraud, money laundering and abuse, and to keep the site secure (our legitimate interest and our legal duties).',
            'To keep financial records the law requires.',
            'To answer you in support and to send you notices about your account and deals.',
          ],
        },
        'We do not sell your data and do not use it for advertising profiles.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who else sees it',
      blocks: [
        {
          list: [
            'The payment provider, for top-ups and cash-outs.',
            'Other users see only your nickname, avatar, ratings, reviews and your listings; a buyer and a seller see each other’s game nickname in a trade.',
            'Hosting and storage providers that process data on our behalf.',
            'Authorities, when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'keeping',
      heading: '5. How long we keep it',
      blocks: [
        'Account and trading data is kept while your account is open. A linked account’s cookie is deleted as soon as you unlink it. Financial records are kept for as long as the law requires after your account is closed; the rest is deleted or made anonymous.',
      ],
    },
    {
      id: 'rights',
      heading: '6. Your rights',
      blocks: [
        `You can see and change most of your data in your profile. You may ask us for a copy of your data, to correct it, to delete it (except what we must keep by law), or to object to its use, by writing to ${CONTACT_EMAILS.privacy}. You may also complain to the data protection authority of your country.`,
      ],
    },
    {
      id: 'cookies',
      heading: '7. Cookies and storage in your browser',
      blocks: [
        'The site keeps your session, language, currency, theme and cart in your browser (cookies and local storage). They are needed for the site to work; we use no third-party advertising cookies.',
      ],
    },
    {
      id: 'changes',
      heading: '8. Changes',
      blocks: [
        'We update this policy when what we keep or why changes; the date at the top says when it last changed.',
      ],
    },
  ],
};
