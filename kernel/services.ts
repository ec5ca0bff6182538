/** Services that can be under maintenance independently (spec accounts-platform 3, techWorks). */
export const SERVICES = ['sales', 'inventory', 'trades', 'support'] as const;
export type Service = (typeof SERVICES)[number];

/** Maintenance modes (spec accounts-platform 4.11, trading-core 4 "Maintenance modes"). */
export const MAINTENANCE_MODES = [
  'experimental',
  'bigTechWorks',
  'update',
  'tradesUpdate',
  'temporarilyNotWorking',
  'tradeClosed',
] as const;
export type MaintenanceMode = (typeof MAINTENANCE_MODES)[number];
