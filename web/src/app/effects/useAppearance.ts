// Theme and game on <html> (spec accounts-platform 4.4, 4.9): system follows the device live; a change animates the body 400 ms.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { store } from '../../shared/state/store';

const THEME_ANIMATION_MS = 400;
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function useSystemDark(): boolean {
  const [dark, setDark] = useState(() => darkQuery().matches);
  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

export function useAppearance(): void {
  const { theme, game, flags } = useSnapshot(store);
  const systemDark = useSystemDark();
  // The dark-theme flag off means light only.
  const resolved = !flags.darkTheme ? 'light' : theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  const first = useRef(true);

  useEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = resolved;
    html.style.colorScheme = resolved;
    if (first.current) {
      first.current = false;
      return;
    }
    document.body.classList.add('theme-animating');
    const timer = setTimeout(() => document.body.classList.remove('theme-animating'), THEME_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [resolved]);

  useEffect(() => {
    const html = document.documentElement;
    html.classList.remove('game-adopt', 'game-mm2');
    html.classList.add(`game-${game}`);
  }, [game]);
}
