// What the desk shows, kept in the address (?tab=&queue=&id=): Back and a shared link show the same. Pure.
import { DESK_QUEUES, DESK_TABS, type DeskQueue, type DeskTab } from './deskApi';

export interface DeskView {
  tab: DeskTab;
  queue: DeskQueue;
  /** The question or chat open. */
  id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readDeskView(search: string): DeskView {
  const query = new URLSearchParams(search);
  const tab = DESK_TABS.find((t) => t === query.get('tab')) ?? 'questions';
  const queue = DESK_QUEUES.find((q) => q === query.get('queue')) ?? 'waiting';
  const id = query.get('id');
  return { tab, queue, id: id && UUID.test(id) ? id : null };
}

export function deskViewSearch(view: DeskView): string {
  const query = new URLSearchParams();
  if (view.tab !== 'questions') query.set('tab', view.tab);
  if (view.queue !== 'waiting') query.set('queue', view.queue);
  if (view.id) query.set('id', view.id);
  const text = query.toString();
  return text ? `?${text}` : '';
}
