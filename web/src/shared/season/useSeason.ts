// The season operators switched on (GET /api/season; SEASON_CHANGE updates it live, see app/effects/useRealtime.ts).
// Unknown, loading or failed: DEFAULT, so a missing answer never decorates the page or offers a game.
import useSWR from 'swr';
import {
  DEFAULT_SEASON,
  isSeason,
  type Season,
  type SeasonAnswer,
} from '../../../../modules/operations/season.vocabulary.schemas';
import { onceFetcher } from '../api/fetchers';
import { SEASON_KEY } from '../api/keys';

export function useSeason(): Season {
  const { data } = useSWR<SeasonAnswer>(SEASON_KEY, onceFetcher, { revalidateOnFocus: false });
  return isSeason(data?.season) ? data.season : DEFAULT_SEASON;
}
