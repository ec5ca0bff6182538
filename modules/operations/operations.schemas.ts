import * as yup from 'yup';
import {
  FEATURE_FLAG_DEFAULTS,
  GAME_KEYS,
  MAINTENANCE_MODES,
  type MaintenanceMode,
  SERVICES,
  type Service,
} from '../../kernel';
import { SEASONS } from './season.vocabulary.schemas';
import { DEV_STATUSES } from './flags.vocabulary.schemas';

export * from './season.vocabulary.schemas';
export * from './flags.vocabulary.schemas';

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

const FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS);

/** /api/admin/flags/:flag: one of the flags kernel/flags.ts names. */
export const flagParamsSchema = yup.object({
  flag: yup
    .string()
    .required()
    .oneOf(FLAG_NAMES, `flag must be one of ${FLAG_NAMES.join(', ')}`),
});

/** PUT /api/admin/flags/:flag: the value staff switch it to (a JSON boolean, nothing that merely looks like one). */
export const setFlagSchema = yup.object({
  value: yup.boolean().strict().required('value must be true or false'),
});

/** PUT /api/admin/dev-status: one of DEV_STATUSES, or null to put the site back to live (said, never implied). */
export const setDevStatusSchema = yup.object({
  status: yup
    .string()
    .nullable()
    .defined()
    .oneOf([...DEV_STATUSES, null], `status must be one of ${DEV_STATUSES.join(', ')} or null`),
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
