// Everything that syncs the store with the server and the document, in one place.
import { useAppearance } from './useAppearance';
import { useBuildCheck } from './useBuildCheck';
import { useCountry } from './useCountry';
import { useErrorReporting } from './useErrorReporting';
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
  useBuildCheck();
  useErrorReporting();
  return null;
}
