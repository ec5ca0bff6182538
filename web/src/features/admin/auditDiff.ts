// What a staff action changed, read off the audit log's before and after: the top-level fields whose values differ,
// so a reader sees "role: user → operator" before the full records.

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const SHORT = 80;

const show = (value: unknown): string => {
  const text = value === undefined ? '—' : JSON.stringify(value);
  return text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The changed fields of two records; none when either side is not a record (nothing to compare field by field). */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}
