// Plain redirect routes (spec accounts-platform 2.3: lk redirects to profile).
import { Redirect } from 'wouter';

export function ProfileRedirect() {
  return <Redirect to="/profile" replace />;
}

/** Spec accounts-platform 2.2: robux redirects to rbx (the R$ page), keeping its query (a promo's code and amount). */
export function RobuxRedirect() {
  return <Redirect to={`/rbx${window.location.search}`} replace />;
}

/** Spec trading-core 2 "Help": /help goes to the FAQ. */
export function HelpRedirect() {
  return <Redirect to="/help/faq" replace />;
}
