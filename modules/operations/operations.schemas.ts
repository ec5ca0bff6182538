import * as yup from 'yup';
import { GAME_KEYS, MAINTENANCE_MODES, type MaintenanceMode, SERVICES, type Service } from '../../kernel';
import { SEASONS } from './season.vocabulary.schemas';

export * from './season.vocabulary.schemas';

// Pure: no Node imports, so the web app validates with the same rules.

export const gameParamsSchema = yup.object({
  game: yup.string().required().oneOf(GAME_KEYS, 'game must be one of adopt, mm2'),
});

export const maintenanceParamsSchema = gameParamsSchema.shape({
  service: yup
    .string()
    .required()
    .oneOf(SERVICES, `service must be one of ${SERVICES.join(', ')}`),
});

export const startMaintenanceSchema = yup.object({
  mode: yup.string().required().oneOf(MAINTENANCE_MODES),
  /** When the maintenance ends by itself; absent means until someone ends it. */
  until: yup.date().optional().typeError('until must be an ISO date'),
});

/** PUT /api/admin/season: the season every page shows from now on. */
export const setSeasonSchema = yup.object({
  season: yup
    .string()
    .required()
    .oneOf(SEASONS, `season must be one of ${SEASONS.join(', ')}`),
});

export interface ServiceStatus {
  /** true = the service is up. */
  status: boolean;
  /** ISO time the maintenance is planned to end, if any. */
  datetime: string | null;
  textId: MaintenanceMode | null;
}

export interface GameStatus {
  /** true = sales are up (spec: the sales game status call answers status and finish). */
  status: boolean;
  finish: string | null;
  services: Record<Service, ServiceStatus>;
}
