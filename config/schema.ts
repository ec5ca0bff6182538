import * as yup from 'yup';

/** Every feature flag of spec accounts-platform section 6, with its default. */
export { FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from '../kernel';

const port = (name: string) => yup.number().typeError(`${name} must be a number`).integer().min(0).max(65535);

/** The environment variables the server reads, their types and defaults. */
export const configSchema = yup
  .object({
    NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
    HOST: yup.string().default('0.0.0.0'),
    PORT: port('PORT').default(3000),
    PUBLIC_URL: yup.string().url().optional(),
    DATABASE_URL: yup
      .string()
      .matches(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    DATA_DIR: yup.string().default('.data'),
    EMBEDDED_PG_PORT: port('EMBEDDED_PG_PORT').min(1).default(54329),
    DB_POOL_MAX: yup.number().integer().min(2).max(200).default(10),
    LOG_LEVEL: yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: yup.string().oneOf(['auto', 'json', 'pretty']).default('auto'),
    JOBS_ENABLED: yup.boolean().default(true),
    WEB_DIST: yup.string().default('web/dist'),
    ADMIN_TOKEN: yup.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
    /**
     * Where the browser sends error reports (spec accounts-platform 9): a Sentry-protocol DSN, e.g. a self-hosted Sentry or
     * GlitchTip project's. Unset: the browser loads no reporting SDK at all.
     */
    ERROR_REPORTING_DSN: yup
      .string()
      .matches(
        /^https?:\/\/\w+(:\w*)?@[\w.-]+(:\d+)?\/.+$/,
        'ERROR_REPORTING_DSN must be a DSN such as https://key@host/1',
      )
      .optional(),
    /** scrypt cost as log2(N); 17 is OWASP's recommendation. Tests lower it to run fast. */
    PASSWORD_SCRYPT_LOG2N: yup.number().integer().min(14).max(20).default(17),
    ACCESS_TOKEN_TTL_SECONDS: yup.number().integer().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: yup.number().integer().min(1).max(365).default(30),
    /** Demo sellers and a few thousand listings on an empty market: on, off, or auto (on in development). */
    DEMO_DATA: yup.string().oneOf(['on', 'off', 'auto'], 'DEMO_DATA must be on, off or auto').default('auto'),
    /** A JSON endpoint answering {"rates": {"eur": 0.92, "rub": 92}} (units per US dollar); unset: the stored rates stay. */
    RATES_URL: yup.string().url('RATES_URL must be a URL').optional(),
    DEFAULT_COUNTRY: yup
      .string()
      .matches(/^[a-z]{2}$/, 'DEFAULT_COUNTRY must be two lowercase letters')
      .default('us'),
    /** JSON: {"vk": {"clientId", "clientSecret", "authorizeUrl", "tokenUrl", "userinfoUrl"}, ...}. */
    OAUTH_PROVIDERS: yup
      .string()
      .optional()
      .test('json', 'OAUTH_PROVIDERS must be a JSON object', (v) => {
        if (!v) return true;
        try {
          return typeof JSON.parse(v) === 'object';
        } catch {
          return false;
        }
      }),
    /** HMAC secret of the payment provider's webhooks. Outside production a built-in one signs the simulated provider's. */
    PAYMENT_WEBHOOK_SECRET: yup.string().min(16, 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters').optional(),
    /** Run the bot orchestrator's and the simulated world's workers in this process (`npm run bots` runs them apart). */
    BOTS_WORKERS: yup.boolean().default(true),
    /** Bot accounts per game kept in the fleet (created at start when missing). */
    BOTS_PER_GAME: yup.number().integer().min(0).max(1000).default(5),
    /** Trades a bot serves at once. */
    BOTS_CAPACITY: yup.number().integer().min(1).max(100).default(1),
    /** How long a trade may wait for a free bot before it fails with code 3 (real seconds, not scaled). */
    BOTS_SEARCH_TIMEOUT_SECONDS: yup.number().integer().min(1).max(86_400).default(600),
    /** Simulated waits: 1 real time, 0.1 ten times faster, 0 instant. */
    BOTS_TIME_SCALE: yup.number().typeError('BOTS_TIME_SCALE must be a number').min(0).max(10).default(1),
    /** Seed of every random choice of the simulated world (players' answers, injected failures). */
    BOTS_SEED: yup.number().integer().min(0).default(1),
    /** Failure rates, e.g. "504=0.05,12=0.01,BOT_BANNED=0.002" (codes of spec trading-core 8). */
    BOTS_FAILURE_RATES: yup
      .string()
      .default('')
      .matches(
        /^(\s*[A-Z_0-9]+=(0|1|0?\.\d+)\s*(,|$))*$/,
        'BOTS_FAILURE_RATES must look like "504=0.05,BOT_BANNED=0.01"',
      ),
    /** Trades (quick sales, withdrawals, syncs) a user may start per 24 hours (trade creation code 15). */
    BOTS_DAILY_TRADE_LIMIT: yup.number().integer().min(1).default(30),
    /** Trading test mode (trade creation codes 6 and 7): off, on, or an ISO date it lasts until. */
    BOTS_TEST_MODE: yup
      .string()
      .default('off')
      .test(
        'mode',
        'BOTS_TEST_MODE must be off, on or an ISO date',
        (v) => v === 'off' || v === 'on' || !Number.isNaN(Date.parse(v ?? '')),
      ),
    /** Scripted players per game the simulated world creates for a developer to watch (development only). */
    BOTS_DEMO_PLAYERS: yup.number().integer().min(0).max(10_000).default(10),
    /** Trades waiting for a bot or a linked account, per game, past which new ones are refused (TRADE_AUTO_LOCK). */
    BOTS_AUTO_LOCK_WAITING: yup.number().integer().min(1).max(1_000_000).default(500),
    /**
     * Key sealing linked accounts' game session cookies at rest (AES-256-GCM): 32 bytes, base64. Outside
     * production a built-in development key is used; in production linking is off without it.
     */
    GAME_COOKIE_KEY: yup
      .string()
      .optional()
      .test('key', 'GAME_COOKIE_KEY must be 32 bytes in base64', (v) => !v || Buffer.from(v, 'base64').length === 32),
    /** Withdrawal trades a buyer may have under way at once (USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES). */
    WITHDRAWAL_MAX_ACTIVE_TRADES: yup.number().integer().min(1).max(1000).default(10),
    /** Trades one collect may need (one per seller account and 40 items); more is trade creation code 4. */
    WITHDRAWAL_MAX_TRADES_PER_REQUEST: yup.number().integer().min(1).max(100).default(5),
    /** Deliveries waiting in line for one seller account (SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES). */
    WITHDRAWAL_MAX_QUEUED_PER_SELLER_ACCOUNT: yup.number().integer().min(1).max(1000).default(10),
    /** Price of one R$ bought by fast pass (delivered at once), in US cents; converted to the user's currency. */
    RBX_FAST_PASS_USD_CENTS: yup
      .number()
      .typeError('RBX_FAST_PASS_USD_CENTS must be a number')
      .moreThan(0)
      .max(1000)
      .default(1.25),
    /** Price of one R$ bought by game pass (delivered in 5 to 7 days), in US cents. */
    RBX_GAME_PASS_USD_CENTS: yup
      .number()
      .typeError('RBX_GAME_PASS_USD_CENTS must be a number')
      .moreThan(0)
      .max(1000)
      .default(0.95),
    /** The proof-of-work captcha on registration, login, password reset and code check (spec 5): on or off. */
    CAPTCHA: yup.string().oneOf(['on', 'off'], 'CAPTCHA must be on or off').default('off'),
    /** HMAC key signing captcha challenges; required in production when CAPTCHA=on, a built-in one elsewhere. */
    CAPTCHA_HMAC_KEY: yup.string().min(32, 'CAPTCHA_HMAC_KEY must be at least 32 characters').optional(),
    /** PBKDF2 iterations per captcha attempt. */
    CAPTCHA_COST: yup.number().integer().min(1).max(100_000).default(1000),
    /** A challenge's counter lies between half of this and this: the attempts a browser makes, on average 3/4 of it. */
    CAPTCHA_MAX_COUNTER: yup.number().integer().min(2).max(1_000_000).default(5000),
    /** Development only: the password of POST /api/login/development (unset: that login refuses every password). */
    DEV_LOGIN_PASSWORD: yup.string().min(8, 'DEV_LOGIN_PASSWORD must be at least 8 characters').optional(),
    /** The murder-mystery game (mm2) is in closed beta: only users with beta access may call its endpoints. */
    MM2_BETA: yup.string().oneOf(['on', 'off'], 'MM2_BETA must be on or off').default('off'),
    FEATURE_FLAGS: yup
      .string()
      .default('')
      .matches(/^(\s*[A-Za-z]+=(on|off)\s*(,|$))*$/, 'FEATURE_FLAGS must look like "gameSwitcher=on,twoFactor=off"'),
  })
  .noUnknown(false);

export type RawConfig = yup.InferType<typeof configSchema>;
