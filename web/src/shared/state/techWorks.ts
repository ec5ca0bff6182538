import { type GameKey, MAINTENANCE_MODES, type MaintenanceMode, SERVICES, type Service } from '../../../../kernel';
// Maintenance state per service (spec accounts-platform 2.4, 3, 4.11). Pure.


export interface ServiceStatus {
  /** true = the service is up. */
  status: boolean;
  /** ISO end of the works, if known. */
  datetime: string | null;
  textId: MaintenanceMode | null;
}

export interface GameStatus {
  status: boolean;
  finish: string | null;
  services: Record<Service, ServiceStatus>;
}

export type TechWorks = Record<Service, ServiceStatus>;

export const SERVICE_UP: ServiceStatus = { status: true, datetime: null, textId: null };

export const allServicesUp = (): TechWorks => ({ sales: { ...SERVICE_UP }, inventory: { ...SERVICE_UP }, trades: { ...SERVICE_UP } });

/** Reads a status answer defensively; anything missing or malformed counts as up (spec 4.11). */
export function techWorksFromStatus(status: Partial<GameStatus> | null | undefined): TechWorks {
  const result = allServicesUp();
  if (!status || typeof status !== 'object') return result;
  for (const id of SERVICES) {
    const service = status.services?.[id];
    if (!service || typeof service !== 'object') continue;
    result[id] = {
      status: service.status !== false,
      datetime: typeof service.datetime === 'string' ? service.datetime : null,
      textId: (MAINTENANCE_MODES as readonly string[]).includes(service.textId as string) ? service.textId : null,
    };
  }
  // The top-level flag is "sales up"; it overrides a sales entry that says otherwise.
  if (status.status === false && result.sales.status) {
    result.sales = { status: false, datetime: status.finish ?? null, textId: result.sales.textId };
  }
  return result;
}

export type StatusByGame = Partial<Record<GameKey, GameStatus>>;
