// The profile's reviews tab (spec trading-core 2, /profile/reviews; the reviews flag): the buyer's completed deals to
// review, each seller reviewed in a dialog, and what buyers said of the user as a seller.
import { useTitle } from '../../shared/ui/useTitle';
import { MySellerReviews } from './MySellerReviews';
import { ReviewableDeals } from './ReviewableDeals';
import '../../shared/ui/card.css';
import './reviews.css';

export default function ProfileReviewsPage() {
  useTitle('reviews.profile.pageTitle');
  return (
    <>
      <ReviewableDeals />
      <MySellerReviews />
    </>
  );
}
