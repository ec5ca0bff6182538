import { ValidationError, type AnySchema, type InferType } from 'yup';
import { MESSAGE } from '../../kernel';
import { badRequest } from './errors';

/** Objects and arrays nest at most this deep in a request (no schema of ours goes past 4). */
export const MAX_INPUT_DEPTH = 16;
/** No number in a request may exceed what a PostgreSQL integer column holds (ids; every amount is bounded lower). */
export const MAX_INPUT_NUMBER = 2_147_483_647;

interface FieldProblem {
  field: string;
  message: string;
}

/** What a yup schema tells about its shape (object fields, array items), read without depending on its class. */
interface SchemaShape {
  type?: string;
  fields?: Record<string, unknown>;
  innerType?: unknown;
}

/**
 * Validates untrusted input against a yup schema. Bad input becomes a 400 VALIDATION_ERROR naming each offending
 * field; unknown fields are dropped so they never reach a service. Before yup sees it, the input is copied as data:
 * only the schema's own fields are kept (a key such as `constructor` or `__proto__` is never looked up as a
 * property), nesting is bounded, NUL characters (which PostgreSQL text cannot hold) are refused, and a number field
 * must hold what an integer column can.
 */
export function validate<S extends AnySchema>(schema: S, input: unknown, where = 'body'): InferType<S> {
  const problems: FieldProblem[] = [];
  const data = asData(schema, input, '', 0, problems);
  if (problems.length) throw invalid(problems, where);
  try {
    return schema.validateSync(data, { abortEarly: false, stripUnknown: true }) as InferType<S>;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw invalid(
      (err.inner.length ? err.inner : [err]).map((e) => ({ field: e.path || where, message: e.message })),
      where,
    );
  }
}

function invalid(fields: FieldProblem[], where: string) {
  const named = fields.map((f) => ({ field: f.field || where, message: f.message }));
  const first = named[0]!;
  return badRequest('VALIDATION_ERROR', `${first.field}: ${first.message}`, { where, fields: named });
}

const SCALARS = new Set(['string', 'number', 'boolean', 'date']);

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** A copy of the input as plain data, shaped by the schema where it knows the shape; problems are collected. */
function asData(schema: unknown, value: unknown, path: string, depth: number, problems: FieldProblem[]): unknown {
  const shape = (schema ?? {}) as SchemaShape;
  if (typeof value === 'string' && value.includes('\u0000')) {
    problems.push({ field: path, message: MESSAGE.prohibitedSymbols });
    return value;
  }
  // A number field (given as a number or as text) holds what an integer column can; fields of their own kind (a
  // price: mixed) are checked by their own rules (UNSAFE_NUMBER, MAX_NUMBER).
  if (shape.type === 'number' && (typeof value === 'number' || typeof value === 'string')) {
    const number = Number(value);
    if (value !== '' && !Number.isNaN(number) && !(Math.abs(number) <= MAX_INPUT_NUMBER))
      problems.push({ field: path, message: MESSAGE.invalidValue });
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) {
    problems.push({ field: path, message: MESSAGE.invalidValue });
    return undefined;
  }
  // An object or an array where a scalar belongs: refused here, since casting it would call its own methods.
  if (shape.type && SCALARS.has(shape.type)) {
    problems.push({ field: path, message: MESSAGE.invalidValue });
    return undefined;
  }
  if (Array.isArray(value)) return value.map((v, i) => asData(shape.innerType, v, join(path, i), depth + 1, problems));
  const fields = shape.type === 'object' && shape.fields && Object.keys(shape.fields).length ? shape.fields : undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // Unknown keys would be stripped anyway; a free-form object keeps its keys, but never one that reshapes a copy.
    if (fields ? !Object.hasOwn(fields, key) : key === '__proto__') continue;
    copy[key] = asData(fields?.[key], (value as Record<string, unknown>)[key], join(path, key), depth + 1, problems);
  }
  return copy;
}
