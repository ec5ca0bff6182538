import { CONTACT_EMAILS, type LegalDoc } from './types';

/** The AML and KYC policy (/kyc): how Tradehall keeps the marketplace from being used to move dirty money. */
export const KYC: LegalDoc = {
  id: 'kyc',
  updated: '2026-11-20',
  sections: [
    {
      id: 'purpose',
      heading: '1. Purpose',
      blocks: [
        'Tradehall takes balances through a payment provider and pays out cash-outs, so the site could be misused to turn stolen or illegal money into clean money. This policy says what we do to prevent it: anti-money-laundering (AML) and know-your-customer (KYC) checks.',
      ],
    },
    {
      id: 'hold',
      heading: '2. The 10-day hold on fresh top-ups',
      blocks: [
        'Money you top up can be spent on the market at once, but it can be cashed out only 10 days after it was credited. A stolen card is usually reported within this time, so the money cannot leave the site before the payment is reversed. Money earned by selling items is not held.',
      ],
    },
    {
      id: 'monitoring',
      heading: '3. What we watch',
      blocks: [
        {
          list: [
            'Top-ups followed quickly by cash-outs with little or no trading.',
            'Deals between accounts that look connected, at prices far from the market.',
            'Many accounts from one person, device or network, or an account’s country that does not match its network.',
            'Top-ups that are disputed or reversed.',
          ],
        },
        'Every balance change is recorded in a double-entry ledger, so each cash-out can be traced to where its money came from.',
      ],
    },
    {
      id: 'checks',
      heading: '4. Checks and documents',
      blocks: [
        'Most users are never asked for documents. When a cash-out or an account looks unusual, we may put the cash-out on check and ask you to confirm who you are and where the money came from: for example a photo of an identity document, proof that the card or wallet used is yours, or a receipt. A review takes up to 10 days.',
        `Send documents only through the support question the operator opened, or to ${CONTACT_EMAILS.compliance}. We use them only for this check and keep them as the law requires.`,
      ],
    },
    {
      id: 'actions',
      heading: '5. What we may do',
      blocks: [
        {
          list: [
            'Hold a cash-out until the check is finished; a cancelled cash-out is refunded to your balance in full.',
            'Pay out only to a method in your own name, or back to the method you topped up with.',
            'Block an account used for fraud and cancel its deals, refunding the people affected.',
            'Report suspicious activity to the authorities when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'countries',
      heading: '6. Countries',
      blocks: [
        'Cash-out methods and currencies depend on your country. We do not serve users or payments from countries under international sanctions.',
      ],
    },
  ],
};
