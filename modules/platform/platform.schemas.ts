import * as yup from 'yup';

// Pure: no Node imports, so the web app validates with the same rules.

export const GAMES = ['adopt', 'mm2'] as const;
export type Game = (typeof GAMES)[number];

/** Services that can be under maintenance independently (spec accounts-platform 3, techWorks). */
export const SERVICES = ['sales', 'inventory', 'trades'] as const;
export type Service = (typeof SERVICES)[number];

/** Maintenance modes of spec accounts-platform 4.11 and trading-core "Maintenance modes". */
export const MAINTENANCE_MODES = [
  'experimental',
  'bigTechWorks',
  'update',
  'tradesUpdate',
  'temporarilyNotWorking',
  'tradeClosed',
] as const;
export type MaintenanceMode = (typeof MAINTENANCE_MODES)[number];

export const gameParamsSchema = yup.object({
  game: yup.string().required().oneOf(GAMES, 'game must be one of adopt, mm2'),
});

export const maintenanceParamsSchema = gameParamsSchema.shape({
  service: yup.string().required().oneOf(SERVICES, 'service must be one of sales, inventory, trades'),
});

export const startMaintenanceSchema = yup.object({
  mode: yup.string().required().oneOf(MAINTENANCE_MODES),
  /** When the maintenance ends by itself; absent means until someone ends it. */
  until: yup.date().optional().typeError('until must be an ISO date'),
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
