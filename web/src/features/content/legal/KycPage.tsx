// /kyc (spec trading-core 2): the AML and KYC policy.
import { KYC } from './kyc';
import { LegalPage } from './LegalPage';

export default function KycPage() {
  return <LegalPage doc={KYC} />;
}
