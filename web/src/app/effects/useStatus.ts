// GET /api/{game}/status -> store.techWorks. A failed call assumes every service is up (spec 4.11).
import { useEffect } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { gameFetcher } from '../../shared/api/fetchers';
import { statusKey } from '../../shared/api/keys';
import { setTechWorks } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { allServicesUp, techWorksFromStatus, type GameStatus } from '../../shared/state/techWorks';

export function useStatus(): void {
  const { game } = useSnapshot(store);
  const { data, error } = useSWR<GameStatus>(statusKey(game), gameFetcher);
  useEffect(() => {
    if (data) setTechWorks(techWorksFromStatus(data));
    else if (error) setTechWorks(allServicesUp());
  }, [data, error]);
}
