// /terms-rf (spec trading-core 2 "terms (a separate one for one country)", accounts-platform 2.2).
import { LegalNote } from './LegalNote';
import { LegalPage } from './LegalPage';
import { TERMS_RF } from './termsRf';
import { LEGAL_PATHS } from './types';

export default function TermsRfPage() {
  return (
    <LegalPage
      doc={TERMS_RF}
      lead={
        <LegalNote textId="content.legal.generalNote" linkId="content.legal.generalLink" href={LEGAL_PATHS.terms} />
      }
    />
  );
}
