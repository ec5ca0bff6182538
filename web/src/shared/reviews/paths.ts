// Where reviews live in the app (spec trading-core 2): the profile's reviews tab and the page of the site's reviews.
export const PROFILE_REVIEWS_PATH = '/profile/reviews';
export const SITE_REVIEWS_PATH = '/reviews';
