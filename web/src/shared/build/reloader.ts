// The page's one reload scheduler, fed by REFRESH_PAGE (useRealtime) and the manifest poll (useBuildCheck).
import { OWN_BUILD_ID } from './buildId';
import { isAnnouncementNews, pollBuild } from './buildCheck';
import { pageActivity } from './pageActivity';
import { createReloadScheduler } from './safeMoment';

export const reloader = createReloadScheduler({
  activity: () => pageActivity(),
  isHidden: () => document.visibilityState === 'hidden',
  reload: () => window.location.reload(),
});

/** REFRESH_PAGE arrived (spec accounts-platform 4.10): reload at the next safe moment unless it names this build. */
export function newBuildAnnounced(buildId: string | null): void {
  if (isAnnouncementNews(OWN_BUILD_ID, buildId)) reloader.request();
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Polls the manifest once (spec accounts-platform 4.13); a new build is reloaded into at the next safe moment. */
export async function checkForNewBuild(): Promise<void> {
  if (await pollBuild(OWN_BUILD_ID, fetchJson, Date.now())) reloader.request();
}
