import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository's own `data/`, wherever the command was run from: what the README and a new user expect. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../data", import.meta.url));

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const minutes = z.coerce.number().int().positive();

/**
 * Parses `TRUST_PROXY` for Fastify: unset/false trusts no proxy (X-Forwarded-For is ignored), a number trusts that
 * many hops, anything else is a comma-separated list of addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    return value.split(",").map((part) => part.trim());
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("localhost"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    APP_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/, "must be a lower-case host name such as localhost or example.com")
      .default("localhost"),
    /** Where links in emails point (scheme, bare host and port); a company's links add its subdomain. */
    APP_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://localhost:3000" }).optional(),
    PUBLIC_SITE_URL: z.url().default("https://www.example.com"),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).optional(),
    DB_APP_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/)
      .default("froyo_app"),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_DEMO: flag.optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default("Froyo Back Office <no-reply@localhost>"),
    SESSION_IDLE_MINUTES: minutes.default(120),
    SESSION_ABSOLUTE_MINUTES: minutes.default(12 * 60),
    TRUST_PROXY: trustProxy,
    LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
    LOGIN_DECAY_SECONDS: z.coerce.number().int().positive().default(60),
    /** Platform support: receives tickets of companies without a support address, and of platform staff. */
    SUPPORT_EMAIL: z.email({ error: "must be an email address such as support@example.com" }).optional(),
    /** A third-party chat widget's script (shown on /support); unset = no widget. Its origin joins the CSP. */
    CHAT_WIDGET_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://chat.example.com/widget.js" })
      .optional(),
    /** The element the widget creates, which the web app shows on /support only. */
    CHAT_WIDGET_SELECTOR: z.string().trim().min(1).max(200).default("#chat-widget-container"),
    /**
     * Days of sales history a new demo fleet gets, sent through the kiosks' code path; 0 for none. 90 days are about
     * 25,000 sales for the six demo kiosks: a few seconds on the embedded database.
     */
    DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).default(90),
    /**
     * Whether the demo kiosks live (heartbeats, tray levels, a trickle of sales, the occasional alert) through the
     * kiosks' API, driven in process (docs/decisions/031). On with the embedded demo; off under NODE_ENV=test and
     * with DATABASE_URL unless set to 1.
     */
    DEMO_LIVE: flag.optional(),
    /** A kiosk is online while its last heartbeat is younger than this (device-api.md: 3 minutes). */
    KIOSK_ONLINE_SECONDS: z.coerce.number().int().positive().default(180),
    /**
     * Seconds a dashboard answer is shared by the requests of one company and scope (docs/decisions/019): the home
     * page's figures may be this old; a person's write in the back office clears them at once. 0 computes each time.
     */
    DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /** CSV exports running at once per user and per company, on all app processes together; beyond, 429. */
    EXPORTS_PER_USER: z.coerce.number().int().positive().max(100).default(2),
    EXPORTS_PER_COMPANY: z.coerce.number().int().positive().max(1000).default(4),
    /** An export whose reader takes nothing for this long is stopped, and its place given back. */
    EXPORT_STALL_SECONDS: z.coerce.number().positive().max(3600).default(30),
    /** Calls per kiosk API key per minute before 429 (a kiosk sends a heartbeat a minute and its sales in batches). */
    DEVICE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /**
     * Kiosk API keys from one client address that may fail their check per window before that address is answered
     * 429 (shared by every app process; keys that worked there lately still pass: docs/decisions/028).
     */
    DEVICE_KEY_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
    DEVICE_KEY_FAILURES_DECAY_SECONDS: z.coerce.number().int().positive().default(60),
    /**
     * On SIGTERM or SIGINT: seconds to finish the requests in flight (kiosks' sales batches included) and close the
     * database before the process gives up and exits 1. Keep it under the orchestrator's own grace period.
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().optional(),
    /**
     * Whether this process polls the durable job queue (alerts, notification emails and pushes; decision 022). On by
     * default, off under NODE_ENV=test, where tests run due jobs themselves at a fake clock's moment.
     */
    JOBS_ENABLED: flag.optional(),
    /** How often an idle process looks for due jobs. */
    JOBS_POLL_SECONDS: z.coerce.number().positive().max(60).default(1),
    /**
     * How long a claimed job is its process's: past it, a job whose process died is taken by another. At least a
     * minute: an email's SMTP timeouts (mailer.ts) and a push's 10 s must fit well inside it.
     */
    JOBS_LEASE_SECONDS: z.coerce.number().int().min(60).max(3600).default(120),
    /** How often kiosks, trays and sales are checked for alerts (offline, too warm, tray low, no sales, digest). */
    ALERT_SWEEP_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
    /** Web push (VAPID) key pair, base64url; both or neither. Unset: made once and kept in the database. */
    VAPID_PUBLIC_KEY: z
      .string()
      .refine((value) => isBase64url(value, 65), "must be a base64url P-256 public key (65 bytes)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .refine((value) => isBase64url(value, 32), "must be a base64url P-256 private key (32 bytes)")
      .optional(),
    /** Who push services may contact about our pushes: a mailto: or https: URL. Default: mailto: MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https: URL")
      .optional(),
  })
  .superRefine((env, context) => {
    // Half a key pair would sign with one key and advertise another: every push would fail.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      context.addIssue({ code: "custom", path: [missing], message: "must be set with the other VAPID key" });
    }
  });

function isBase64url(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, "base64url").length === bytes;
}

/** The VAPID subject when none is set: the sender address of every email, which push services can write to. */
function vapidSubjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** DATA_DIR is always absolute: the folder the whole app (server, CLIs, simulator) reads and writes. */
export type Config = z.infer<typeof envSchema> & {
  seedDemo: boolean;
  demoLive: boolean;
  APP_URL: string;
  DATA_DIR: string;
  jobsEnabled: boolean;
  VAPID_SUBJECT: string;
};

/** Reads the environment once; every bad variable is reported together so one restart fixes them all. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in a shell.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  return {
    ...config,
    APP_URL: config.APP_URL ?? `http://${config.APP_DOMAIN}:${config.PORT}`,
    seedDemo: config.SEED_DEMO ?? !config.DATABASE_URL,
    demoLive: config.DEMO_LIVE ?? (!config.DATABASE_URL && config.NODE_ENV !== "test"),
    jobsEnabled: config.JOBS_ENABLED ?? config.NODE_ENV !== "test",
    VAPID_SUBJECT: config.VAPID_SUBJECT ?? vapidSubjectOf(config.MAIL_FROM),
    DATA_DIR: resolveDataDir(config.DATA_DIR, env.INIT_CWD ?? process.cwd()),
  };
}

/**
 * A relative DATA_DIR is relative to where the user ran the command: npm runs a workspace's script inside that
 * workspace (server/), but records the user's own folder in INIT_CWD.
 */
function resolveDataDir(dataDir: string | undefined, userDir: string): string {
  return dataDir ? path.resolve(userDir, dataDir) : DEFAULT_DATA_DIR;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}
