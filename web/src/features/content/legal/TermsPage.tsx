// /terms (spec trading-core 2): the terms of service, pointing users in the Russian Federation to theirs.
import { LegalNote } from './LegalNote';
import { LegalPage } from './LegalPage';
import { TERMS } from './terms';
import { LEGAL_PATHS } from './types';

export default function TermsPage() {
  return (
    <LegalPage
      doc={TERMS}
      lead={<LegalNote textId="content.legal.rfNote" linkId="content.legal.rfLink" href={LEGAL_PATHS.termsRf} />}
    />
  );
}
