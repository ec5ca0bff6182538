// SWR fetchers over the request wrapper.
import { gameSignal } from './gameAbort';
import { request } from './request';

export const jsonFetcher = async <T>(url: string): Promise<T> => (await request<T>(url)).data;

/** For game-scoped calls: aborted when the game switches (spec accounts-platform 4.4). */
export const gameFetcher = async <T>(url: string): Promise<T> => (await request<T>(url, { signal: gameSignal() })).data;

/** Single attempt: optional endpoints must not hold anything up. */
export const onceFetcher = async <T>(url: string): Promise<T> => (await request<T>(url, { retries: 0 })).data;
