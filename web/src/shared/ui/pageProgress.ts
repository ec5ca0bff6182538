// Page-loading progress (spec accounts-platform 2.6): 2000 ms trickle, shown only after 250 ms, no hide delay.
import { proxy } from 'valtio';

export const PROGRESS_THROTTLE_MS = 250;
export const PROGRESS_TRICKLE_MS = 2000;

export const pageProgress = proxy({ phase: 'idle' as 'idle' | 'running' | 'done' });

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;

export function startPageProgress(): void {
  pending++;
  if (pending > 1 || showTimer) return;
  showTimer = setTimeout(() => {
    showTimer = undefined;
    if (pending > 0) pageProgress.phase = 'running';
  }, PROGRESS_THROTTLE_MS);
}

export function finishPageProgress(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  clearTimeout(showTimer);
  showTimer = undefined;
  if (pageProgress.phase === 'running') pageProgress.phase = 'done';
}

export function resetPageProgress(): void {
  if (pageProgress.phase === 'done') pageProgress.phase = 'idle';
}
