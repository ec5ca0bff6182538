// Home is the market (spec trading-core 2): a short hero (features/home), then the market with its filters,
// search and grid (features/market). The grid scrolls on without end, so nothing else follows it.
// The hero is in the first bundle, so its title (the largest paint) shows with the first render; the
// market, filters and cards are a chunk of their own, asked for once the page has painted: its ~20 files (scripts
// and styles) asked for before the first paint competed with it on a slow connection.
import { Suspense } from 'react';
import { lazyPage } from '../../shared/routing/lazyPage';
import { useTitle } from '../../shared/ui/useTitle';
import { Hero } from '../../features/home/Hero';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';

const MarketSection = lazyPage(async () => ({
  default: (await import('../../features/market/MarketSection')).MarketSection,
}));

export default function HomePage() {
  useTitle();
  return (
    <>
      <Hero />
      <AfterFirstPaint fallback={<MarketLoading />}>
        <Suspense fallback={<MarketLoading />}>
          <MarketSection />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}

/** Holds the market's place (and the hero's #market anchor) until its chunk is in; the spinner shows after 250 ms. */
function MarketLoading() {
  return (
    <div id="market" className="page-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
