import type { GameKey } from '../../../../kernel';
// Emblems for the two games on the home cards.

export function GameArt({ game }: { game: GameKey }) {
  if (game === 'adopt') {
    return (
      <svg viewBox="0 0 96 96" className="game-art game-art--adopt" aria-hidden="true" focusable="false">
        <rect width="96" height="96" rx="28" className="game-art__bg" />
        <path d="M22 46L48 24l26 22v26H22V46z" fill="#fff" fillOpacity=".92" />
        <path d="M48 66c-7 0-12-3.4-12-8.2 0-5.5 5.6-10 12-10s12 4.5 12 10C60 62.6 55 66 48 66z" className="game-art__ink" />
        <ellipse cx="36" cy="45" rx="3.6" ry="4.5" className="game-art__ink" />
        <ellipse cx="44" cy="39.5" rx="3.6" ry="4.5" className="game-art__ink" />
        <ellipse cx="52" cy="39.5" rx="3.6" ry="4.5" className="game-art__ink" />
        <ellipse cx="60" cy="45" rx="3.6" ry="4.5" className="game-art__ink" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 96 96" className="game-art game-art--mm2" aria-hidden="true" focusable="false">
      <rect width="96" height="96" rx="28" className="game-art__bg" />
      <path d="M26 70l9-9M35 61l5 5 30-38-3-3-32 36z" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="#fff" fillOpacity=".9" />
      <circle cx="30" cy="30" r="9" fill="none" stroke="#fff" strokeWidth="4" strokeOpacity=".85" />
      <path d="M30 17v6M30 37v6M17 30h6M37 30h6" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeOpacity=".85" />
    </svg>
  );
}
