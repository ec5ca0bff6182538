// Home: hero, game choice, how it works, categories. Static content, all texts from react-intl.
import { useTitle } from '../../shared/ui/useTitle';
import { CategoryTiles } from './CategoryTiles';
import { GameCards } from './GameCards';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import './home.css';

export default function HomePage() {
  useTitle();
  return (
    <>
      <Hero />
      <CategoryTiles />
      <HowItWorks />
      <GameCards />
    </>
  );
}
