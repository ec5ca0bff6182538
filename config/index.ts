import { type InferType, ValidationError } from 'yup';
import { configSchema, FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from './schema';

export { FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from './schema';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl?: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  dbPoolMax: number;
  logLevel: string;
  /** auto: readable lines in development on a terminal, JSON lines otherwise. */
  logFormat: 'auto' | 'json' | 'pretty';
  jobsEnabled: boolean;
  webDist: string;
  adminToken?: string;
  /** The browser's error-reporting DSN (spec accounts-platform 9); unset: reporting is off. */
  errorReportingDsn?: string;
  featureFlags: FeatureFlags;
  /** The proof-of-work captcha of the sign-in forms (spec accounts-platform 5). */
  captcha: CaptchaConfig;
  catalog: {
    demoData: boolean;
    ratesUrl?: string;
  };
  wallet: {
    /** Webhook secret of the payment provider; unset in production means top-ups are off. */
    paymentWebhookSecret?: string;
    /** The built-in simulated provider (/dev/payments) takes payments: never in production. */
    simulatedPayments: boolean;
  };
  bots: BotsConfig;
  withdrawals: WithdrawalsConfig;
  rbx: RbxConfig;
  support: {
    /** Where support attachments' bytes live (spec trading-core 5). */
    attachmentStore: AttachmentStoreConfig;
  };
  identity: {
    scryptLog2N: number;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    defaultCountry: string;
    oauthProviders: Record<string, OAuthProviderConfig>;
    /** The development-mode login's password (spec 6); never set in production, where the route does not exist. */
    devLoginPassword?: string;
    /** mm2 is in closed beta: its endpoints answer 403 with mmac to users without beta access (spec 4.2). */
    mm2Beta: boolean;
  };
}

/**
 * The storage adapter of support attachments (ATTACHMENT_STORE): PostgreSQL by default, which every process on the
 * database shares; or an S3-compatible object store (AWS S3, MinIO...), addressed path-style at S3_ENDPOINT.
 */
export type AttachmentStoreConfig =
  | { kind: 'postgres' }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Put before each attachment's id to make its object key, e.g. `support/`. */
      prefix: string;
    };

/** Prices of R$ orders (spec trading-core 1, 9): US cents per R$ by delivery method, converted at the site's rates. */
export interface RbxConfig {
  usdCentsPerRbx: { fast_pass: number; game_pass: number };
}

export interface CaptchaConfig {
  enabled: boolean;
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The highest counter a challenge asks for. */
  maxCounter: number;
}

/** Limits of buyers' withdrawal trades (spec trading-core 8, "Create withdrawal"). */
export interface WithdrawalsConfig {
  maxActiveTradesPerUser: number;
  maxTradesPerRequest: number;
  maxQueuedPerSellerAccount: number;
}

export interface BotsConfig {
  workers: boolean;
  perGame: number;
  capacity: number;
  timeScale: number;
  searchTimeoutSeconds: number;
  seed: number;
  /** Spec code (504, 12, BOT_BANNED...) -> probability at each chance it has to happen. */
  failureRates: Record<string, number>;
  dailyTradeLimit: number;
  /** Trading in test mode: until a date (code 6), open-ended (code 7), or off. */
  testMode: { until: Date | null } | null;
  demoPlayers: number;
  /** Waiting trades per game past which new ones are refused as TRADE_AUTO_LOCK (the system is overloaded). */
  autoLockWaiting: number;
  /** The key sealing linked accounts' session cookies (32 bytes); absent in production without GAME_COOKIE_KEY. */
  cookieKey?: Buffer;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** Signs the simulated payment provider's webhooks in development and tests (never in production). */
const DEV_PAYMENT_SECRET = 'simulated-payment-provider-secret';
/** Development and tests only: signs captcha challenges; production brings its own key. */
const DEV_CAPTCHA_KEY = 'tradehall-development-captcha-hmac-key';
/** Development and tests only: seals the simulated world's cookies; production brings its own key. */
const DEV_COOKIE_KEY = Buffer.alloc(32, 'tradehall-development-cookie-key');

/** A setting failed validation: the message names it, so the operator knows what to fix. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Invalid configuration ${setting}: ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once at start; a bad value stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  let raw: InferType<typeof configSchema>;
  try {
    raw = configSchema.validateSync(present, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw new ConfigError(err.path ?? 'unknown', err.message);
    throw err;
  }
  return {
    env: raw.NODE_ENV as AppConfig['env'],
    host: raw.HOST,
    port: raw.PORT,
    publicUrl: raw.PUBLIC_URL,
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.DATA_DIR,
    embeddedPgPort: raw.EMBEDDED_PG_PORT,
    dbPoolMax: raw.DB_POOL_MAX,
    logLevel: raw.LOG_LEVEL,
    logFormat: raw.LOG_FORMAT as AppConfig['logFormat'],
    jobsEnabled: raw.JOBS_ENABLED,
    webDist: raw.WEB_DIST,
    adminToken: raw.ADMIN_TOKEN,
    errorReportingDsn: raw.ERROR_REPORTING_DSN,
    featureFlags: parseFeatureFlags(raw.FEATURE_FLAGS),
    captcha: parseCaptcha(raw),
    catalog: {
      demoData: raw.DEMO_DATA === 'on' || (raw.DEMO_DATA === 'auto' && raw.NODE_ENV === 'development'),
      ratesUrl: raw.RATES_URL,
    },
    wallet: {
      paymentWebhookSecret:
        raw.PAYMENT_WEBHOOK_SECRET ?? (raw.NODE_ENV === 'production' ? undefined : DEV_PAYMENT_SECRET),
      simulatedPayments: raw.NODE_ENV !== 'production',
    },
    bots: {
      workers: raw.BOTS_WORKERS,
      perGame: raw.BOTS_PER_GAME,
      capacity: raw.BOTS_CAPACITY,
      timeScale: raw.BOTS_TIME_SCALE,
      searchTimeoutSeconds: raw.BOTS_SEARCH_TIMEOUT_SECONDS,
      seed: raw.BOTS_SEED,
      failureRates: parseFailureRates(raw.BOTS_FAILURE_RATES),
      dailyTradeLimit: raw.BOTS_DAILY_TRADE_LIMIT,
      testMode:
        raw.BOTS_TEST_MODE === 'off'
          ? null
          : { until: raw.BOTS_TEST_MODE === 'on' ? null : new Date(raw.BOTS_TEST_MODE) },
      demoPlayers: raw.NODE_ENV === 'development' ? raw.BOTS_DEMO_PLAYERS : 0,
      autoLockWaiting: raw.BOTS_AUTO_LOCK_WAITING,
      cookieKey: raw.GAME_COOKIE_KEY
        ? Buffer.from(raw.GAME_COOKIE_KEY, 'base64')
        : raw.NODE_ENV === 'production'
          ? undefined
          : DEV_COOKIE_KEY,
    },
    withdrawals: {
      maxActiveTradesPerUser: raw.WITHDRAWAL_MAX_ACTIVE_TRADES,
      maxTradesPerRequest: raw.WITHDRAWAL_MAX_TRADES_PER_REQUEST,
      maxQueuedPerSellerAccount: raw.WITHDRAWAL_MAX_QUEUED_PER_SELLER_ACCOUNT,
    },
    rbx: {
      usdCentsPerRbx: { fast_pass: raw.RBX_FAST_PASS_USD_CENTS, game_pass: raw.RBX_GAME_PASS_USD_CENTS },
    },
    support: { attachmentStore: parseAttachmentStore(present) },
    identity: {
      scryptLog2N: raw.PASSWORD_SCRYPT_LOG2N,
      accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: raw.REFRESH_TOKEN_TTL_DAYS,
      defaultCountry: raw.DEFAULT_COUNTRY,
      oauthProviders: raw.OAUTH_PROVIDERS ? JSON.parse(raw.OAUTH_PROVIDERS) : {},
      devLoginPassword: raw.NODE_ENV === 'production' ? undefined : raw.DEV_LOGIN_PASSWORD,
      mm2Beta: raw.MM2_BETA === 'on',
    },
  };
}

/** CAPTCHA and its key: on in production without CAPTCHA_HMAC_KEY stops the start. */
function parseCaptcha(raw: InferType<typeof configSchema>): CaptchaConfig {
  const enabled = raw.CAPTCHA === 'on';
  if (enabled && raw.NODE_ENV === 'production' && !raw.CAPTCHA_HMAC_KEY)
    throw new ConfigError('CAPTCHA_HMAC_KEY', 'is required when CAPTCHA=on in production');
  return {
    enabled,
    hmacKey: raw.CAPTCHA_HMAC_KEY ?? DEV_CAPTCHA_KEY,
    cost: raw.CAPTCHA_COST,
    maxCounter: raw.CAPTCHA_MAX_COUNTER,
  };
}

/** ATTACHMENT_STORE and, for `s3`, the S3_* settings: an S3 store missing its endpoint, bucket or keys stops the start. */
function parseAttachmentStore(env: Record<string, string | undefined>): AttachmentStoreConfig {
  const kind = env.ATTACHMENT_STORE ?? 'postgres';
  if (kind === 'postgres') return { kind };
  if (kind !== 's3') throw new ConfigError('ATTACHMENT_STORE', 'must be postgres or s3');
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new ConfigError(name, 'is required when ATTACHMENT_STORE=s3');
    return value;
  };
  const endpoint = required('S3_ENDPOINT');
  if (!/^https?:\/\/[^/\s]+/.test(endpoint) || !URL.canParse(endpoint))
    throw new ConfigError('S3_ENDPOINT', 'must be an http:// or https:// URL');
  const bucket = required('S3_BUCKET');
  // S3's bucket naming rules (MinIO keeps them too).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET', 'must be 3 to 63 lowercase letters, digits, dots or hyphens');
  const accessKeyId = required('S3_ACCESS_KEY_ID');
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY');
  const region = env.S3_REGION ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError('S3_REGION', 'must look like us-east-1');
  const prefix = env.S3_PREFIX ?? 'support/';
  if (prefix.startsWith('/')) throw new ConfigError('S3_PREFIX', 'must not start with /');
  return { kind, endpoint, region, bucket, accessKeyId, secretAccessKey, prefix };
}

function parseFailureRates(text: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, value] = pair.split('=') as [string, string];
    rates[code] = Number(value);
  }
  return rates;
}

function parseFeatureFlags(text: string): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = pair.split('=') as [string, string];
    if (!(name in FEATURE_FLAG_DEFAULTS)) throw new ConfigError('FEATURE_FLAGS', `unknown flag "${name}"`);
    flags[name as FeatureFlag] = value === 'on';
  }
  return flags;
}
