// The season's small ornament beside the brand (decorative; the season's look: shared/season/season.css).
import { SEASON_ORNAMENTS } from '../../shared/season/seasonLook';
import { useSeason } from '../../shared/season/useSeason';
import '../../shared/season/season.css';

export function SeasonOrnament() {
  const ornament = SEASON_ORNAMENTS[useSeason()];
  if (!ornament) return null;
  return (
    <span className="season-ornament" aria-hidden="true">
      {ornament}
    </span>
  );
}
