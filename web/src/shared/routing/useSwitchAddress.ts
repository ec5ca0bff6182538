// Moves the current page to another language or game by rebuilding the normalised address.
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { store } from '../state/store';
import { buildAddress } from './normalize';
import type { GameKey, Language } from '../../../../kernel';

export function useSwitchAddress() {
  const [rest, navigate] = useLocation(); // relative to the prefix router
  const search = useSearch();
  const { language, game, flags } = useSnapshot(store);
  return (change: { language?: Language; game?: GameKey }) => {
    const target = buildAddress(
      { language: change.language ?? language, game: change.game ?? game, rest },
      { gameSwitcher: flags.gameSwitcher },
      (search ? `?${search}` : '') + window.location.hash,
    );
    navigate(`~${target}`); // "~" = absolute, outside the prefix base
  };
}
