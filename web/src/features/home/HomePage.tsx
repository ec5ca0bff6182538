// Home is the market (spec trading-core 2): a short hero, then the market with its filters, search and
// grid. The grid scrolls on without end, so nothing else follows it.
import { useTitle } from '../../shared/ui/useTitle';
import { MarketSection } from '../market/MarketSection';
import { Hero } from './Hero';
import './home.css';

export default function HomePage() {
  useTitle();
  return (
    <>
      <Hero />
      <MarketSection />
    </>
  );
}
