// /promocode (spec accounts-platform 2.2, 2.6): the promo modal over the home page. `?code=` prefills the code;
// `&instant=true` activates it at once (features/promo). Closing it returns home. Put together here, in the app,
// because the home page belongs to the app.
import { useLocation, useSearch } from 'wouter';
import PromoModal from '../../features/promo/PromoModal';
import HomePage from './HomePage';

export default function PromocodePage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  return (
    <>
      <HomePage />
      <PromoModal
        initialCode={params.get('code') ?? ''}
        instant={params.get('instant') === 'true'}
        onClose={() => navigate('/')}
      />
    </>
  );
}
