// Partner referral landing rules (spec accounts-platform 2.6, 5). Pure.

/** "Referral landing id must be numeric." */
export function isNumericId(id: string | null): id is string {
  return !!id && /^\d+$/.test(id);
}

export interface BestProducts {
  items?: unknown[];
  info?: Record<string, unknown> | null;
}

/** The first item merged with the info, or null for an empty list (then the landing just goes home). */
export function firstItemWithInfo(answer: BestProducts | null | undefined): Record<string, unknown> | null {
  const first = Array.isArray(answer?.items) ? answer.items[0] : undefined;
  if (!first || typeof first !== 'object') return null;
  return { ...(first as Record<string, unknown>), ...(answer?.info ?? {}) };
}
