import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Currency } from '../../kernel';
import type { Role } from './staff.schemas';

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  /** null for accounts created by social login until a password is set. */
  password_hash: string | null;
  main_currency: Currency;
  main_language: string;
  main_country: string | null;
  ref_code: string;
  referred_by: string | null;
  email_name: string | null;
  avatar: number;
  mm_beta: ColumnType<boolean, boolean | undefined, boolean>;
  totp_secret: string | null;
  totp_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  date_register: Date;
  /** GLOSSARY "role": user, operator or admin. */
  role: ColumnType<Role, Role | undefined, Role>;
  /** An account block an operator set (both or neither): no sign-in while set. */
  blocked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  blocked_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SocialAccountsTable {
  source: string;
  subject: string;
  user_id: string;
}

export interface SessionsTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: Buffer;
  created_at: Date;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

export interface ResetCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: Buffer;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface OauthStatesTable {
  state: string;
  source: string;
  expires_at: Date;
}

export interface SigningKeysTable {
  id: string;
  secret: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** An analytics client id a user's browser reported (spec 7, cga/create); data is JSON text or null. */
export interface CgaLinksTable {
  user_id: string;
  client_id: string;
  data: string | null;
  created_at: Date;
}

export interface IdentityTables {
  'identity.users': UsersTable;
  'identity.social_accounts': SocialAccountsTable;
  'identity.sessions': SessionsTable;
  'identity.reset_codes': ResetCodesTable;
  'identity.oauth_states': OauthStatesTable;
  'identity.signing_keys': SigningKeysTable;
  'identity.cga_links': CgaLinksTable;
}

export type User = Selectable<UsersTable>;
