// Maintenance state per service (spec accounts-platform 2.4, 3, 4.11), read from what GET /api/{game}/status
// answers (the server's types: modules/operations/operations.schemas.ts). Pure.
import type { GameStatus, ServiceStatus } from '../../../../modules/operations/operations.schemas';
import { MAINTENANCE_MODES, SERVICES, type Service } from '../../../../kernel';

export type { GameStatus, ServiceStatus };

export type TechWorks = Record<Service, ServiceStatus>;

export const SERVICE_UP: ServiceStatus = { status: true, datetime: null, textId: null };

export const allServicesUp = (): TechWorks =>
  Object.fromEntries(SERVICES.map((id) => [id, { ...SERVICE_UP }])) as TechWorks;

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
