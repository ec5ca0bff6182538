import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** A statement is prepared from its this-many-th use on: one-off statements stay unnamed. */
const USES_BEFORE_PREPARING = 3;
/** At most this many statement texts get a name per process (each connection keeps a plan per name it ran). */
const MAX_NAMED = 400;
/** Texts counted towards USES_BEFORE_PREPARING. */
const MAX_COUNTED = 4_000;
/** Longer texts are bulk statements whose text changes with their rows: never the same twice, not worth hashing. */
const MAX_TEXT = 4_000;

/**
 * Names for the statements this process runs often. Kysely sends every statement as text; a named one is parsed and
 * planned once per connection (a generic plan, when PostgreSQL finds it no worse), the way JDBC's prepareThreshold
 * and Npgsql's auto-prepare do: on the buy path that was a third of the database's time spent planning.
 */
class StatementNames {
  private readonly uses = new LRUCache<string, number>({ max: MAX_COUNTED });
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_NAMED) return known;
    const uses = (this.uses.get(text) ?? 0) + 1;
    if (uses < USES_BEFORE_PREPARING) {
      this.uses.set(text, uses);
      return undefined;
    }
    this.uses.delete(text);
    const name = `th${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

const statementNames = new StatementNames();

/**
 * A pg client that runs frequent parameterised statements as named prepared statements (see StatementNames). Other
 * calls (no parameters, query objects, cursors) pass through unchanged.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a family of overloads; this only looks at the shape
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && config.length <= MAX_TEXT && Array.isArray(values) && values.length > 0) {
      const name = statementNames.nameOf(config);
      if (name) return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}
