import type { GameKey, Service } from '../../kernel';

/** A maintenance with an end time is ended by a job scheduled at that time. */
export const MAINTENANCE_END_QUEUE = 'operations.maintenance-end';

export interface MaintenanceEndJob {
  game: GameKey;
  service: Service;
  until: string;
}
