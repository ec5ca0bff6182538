// /policy (spec trading-core 2): the privacy policy.
import { LegalPage } from './LegalPage';
import { POLICY } from './policy';

export default function PolicyPage() {
  return <LegalPage doc={POLICY} />;
}
