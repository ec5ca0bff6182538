// The season's class on <html> (shared/season/season.css): `season-halloween-2023`, `season-new-year-2024`, none for DEFAULT.
import { useEffect } from 'react';
import { SEASON_CLASSES } from '../../shared/season/seasonLook';
import { useSeason } from '../../shared/season/useSeason';

export function useSeasonLook(): void {
  const season = useSeason();
  useEffect(() => {
    const className = SEASON_CLASSES[season];
    if (!className) return;
    document.documentElement.classList.add(className);
    return () => document.documentElement.classList.remove(className);
  }, [season]);
}
