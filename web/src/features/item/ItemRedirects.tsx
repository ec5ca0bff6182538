// Spec trading-core 2 / accounts-platform 2.2: legacy item paths /{potion|pet|transport|egg}/{productName}/{productId}
// and a doubled /itemInfo/itemInfo/... path go to the canonical /itemInfo/{productType}/{productName}/{productId}.
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { itemPath } from '../../shared/items/itemPaths';

interface Params {
  productType?: string;
  productName: string;
  productId: string;
}

export default function ItemRedirect() {
  const params = useParams<Params>();
  const [location] = useLocation();
  const search = useSearch();
  // Legacy paths carry the type as their first segment; the doubled path has it as a parameter.
  const type = params.productType ?? location.split('/')[1] ?? '';
  const target = itemPath({ type, slug: params.productName, id: params.productId });
  return <Redirect to={`${target}${search ? `?${search}` : ''}`} replace />;
}
