// Plain redirect routes (spec accounts-platform 2.3: lk redirects to profile).
import { Redirect } from 'wouter';

export function ProfileRedirect() {
  return <Redirect to="/profile" replace />;
}

/** Spec trading-core 2 "Help": /help goes to the FAQ. */
export function HelpRedirect() {
  return <Redirect to="/help/faq" replace />;
}
