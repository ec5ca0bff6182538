// Thin bar at the top while a page chunk loads, and the Suspense fallback that drives it.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import {
  finishPageProgress,
  pageProgress,
  PROGRESS_TRICKLE_MS,
  resetPageProgress,
  startPageProgress,
} from './pageProgress';
import './progress.css';

export function PageProgressBar() {
  const { phase } = useSnapshot(pageProgress);
  if (phase === 'idle') return null;
  return (
    <div
      className={`page-progress page-progress--${phase}`}
      style={{ ['--trickle' as string]: `${PROGRESS_TRICKLE_MS}ms` }}
      onAnimationEnd={phase === 'done' ? resetPageProgress : undefined}
      aria-hidden="true"
    />
  );
}

/** Suspense fallback: drives the bar; the spinner fades in only after 250 ms (CSS delay). */
export function PageLoading() {
  const intl = useIntl();
  useEffect(() => {
    startPageProgress();
    return finishPageProgress;
  }, []);
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'loading.page' })}</span>
    </div>
  );
}
