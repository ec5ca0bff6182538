/** DI tokens of the platform kernel. Modules declare their own tokens in their index.ts. */
export const TYPES = {
  Config: Symbol.for('platform.Config'),
  Db: Symbol.for('platform.Db'),
  Jobs: Symbol.for('platform.Jobs'),
  Clock: Symbol.for('platform.Clock'),
  Logger: Symbol.for('platform.Logger'),
  Notifier: Symbol.for('platform.Notifier'),
} as const;
