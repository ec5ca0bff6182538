// Pure and without yup: the words of live flags and the dev status, shared with the web app's first bundle.
// GLOSSARY.md: "flag override", "dev status".
import type { FeatureFlag, FeatureFlags } from '../../kernel';

/** Socket notification to every open page when staff switch a flag; payload { flags } (every flag's value). */
export const FLAGS_CHANGE = 'FLAGS_CHANGE';

/** Socket notification to every open page when staff set the dev status (spec 4.10); payload { status }. */
export const DEV_STATUS_CHANGE = 'DEV_STATUS_CHANGE';

/**
 * What the dev status says about the site (null: the real shop, running normally):
 * - testing: the real shop while staff check a release or a switched flag on it; pages show a small badge, so what
 *   looks new or odd is explained.
 * - development: not a real shop (a staging or development deployment); pages show a banner that orders and payments
 *   there are not real and data may be reset.
 */
export const DEV_STATUSES = ['testing', 'development'] as const;
export type DevStatus = (typeof DEV_STATUSES)[number];

export const isDevStatus = (value: unknown): value is DevStatus => (DEV_STATUSES as readonly unknown[]).includes(value);

/** Where a flag's effective value comes from: the kernel's default, FEATURE_FLAGS, or a staff override. */
export type FlagSource = 'default' | 'config' | 'override';

/** One flag as GET /api/admin/flags shows it. */
export interface FlagState {
  flag: FeatureFlag;
  value: boolean;
  source: FlagSource;
  /** The value without the override (default, or FEATURE_FLAGS): what clearing the override gives back. */
  configured: boolean;
}

export interface FlagsAnswer {
  flags: FeatureFlags;
  devStatus: DevStatus | null;
}

export interface DevStatusAnswer {
  status: DevStatus | null;
}
