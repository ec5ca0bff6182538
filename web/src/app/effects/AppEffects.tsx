// Everything that syncs the store with the server and the document, in one place.
import { useAppearance } from './useAppearance';
import { useCountry } from './useCountry';
import { useFlags } from './useFlags';
import { useRealtime } from './useRealtime';
import { useSeasonLook } from './useSeasonLook';
import { useSession } from './useSession';
import { useStatus } from './useStatus';

export function AppEffects() {
  useFlags();
  useStatus();
  useCountry();
  useSession();
  useAppearance();
  useSeasonLook();
  useRealtime();
  return null;
}
