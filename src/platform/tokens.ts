/** DI tokens of the platform kernel. Modules declare their own tokens in their index.ts. */
export const TYPES = {
  Config: Symbol.for('platform.Config'),
  Db: Symbol.for('platform.Db'),
  /** The raw pg pool, for libraries that speak node-postgres (rate limiting). */
  Pool: Symbol.for('platform.Pool'),
  Jobs: Symbol.for('platform.Jobs'),
  Clock: Symbol.for('platform.Clock'),
  Logger: Symbol.for('platform.Logger'),
  Notifier: Symbol.for('platform.Notifier'),
  /** Postgres LISTEN/NOTIFY (db/signals.ts). */
  Signals: Symbol.for('platform.Signals'),
  Realtime: Symbol.for('platform.Realtime'),
  Mailer: Symbol.for('platform.Mailer'),
  /** Header notifications (inbox.ts), bound by modules/notifications. */
  Inbox: Symbol.for('platform.Inbox'),
  /** Guards staff endpoints and writes their actions to the audit log (http/admin-auth.ts; bound by modules/admin). */
  AdminAccess: Symbol.for('platform.AdminAccess'),
  /** The address this process listens on, known once it listens (for calls to itself). */
  SelfUrl: Symbol.for('platform.SelfUrl'),
} as const;
