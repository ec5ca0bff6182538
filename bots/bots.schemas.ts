import * as yup from 'yup';
import { GAME_KEYS } from '../kernel';
import { AGES, LEVELS } from '../modules/catalog/catalog.vocabulary.schemas';

/** Input of the bots' HTTP endpoints (pure: the game console's page may reuse them). */
export const flowParamsSchema = yup.object({
  id: yup.string().required().uuid('id must be a UUID'),
});

export const injectSchema = yup.object({
  game: yup.string().required().oneOf(GAME_KEYS, 'game must be adopt or mm2'),
  nickname: yup.string().required().max(64),
  code: yup.string().required().max(40),
  times: yup.number().integer().min(1).max(100).default(1),
});

export const botHealthSchema = yup.object({
  health: yup.string().required().oneOf(['ok', 'friend_list_full', 'banned', 'broken']),
});

/** The game console (development only). */
export const consolePlayerSchema = yup.object({
  game: yup.string().required().oneOf(GAME_KEYS, 'game must be adopt or mm2'),
  nickname: yup
    .string()
    .required()
    .matches(/^[A-Za-z0-9_]{3,20}$/, 'nickname: 3 to 20 letters, digits or _'),
});

export const consoleIdsSchema = yup.object({
  id: yup.string().required().uuid('id must be a UUID'),
  other: yup.string().uuid('id must be a UUID'),
});

export const consoleAnswerSchema = yup.object({
  answer: yup.string().required().oneOf(['accept', 'decline', 'leave']),
});

/** The food item a player puts into a withdrawal trade. */
export const consoleFoodSchema = yup.object({
  itemId: yup.string().required().uuid(),
});

export const consoleFlowSchema = yup.object({
  kind: yup.string().required().oneOf(['sync', 'quick_sale', 'withdrawal']),
  items: yup.array(yup.string().required().uuid()).max(40).default([]),
});

/** A game pass the player puts on sale, at a price in R$ (the platform buys it to deliver R$). */
export const consoleGamePassSchema = yup.object({
  price: yup.number().typeError('price must be a number').required().integer().min(1).max(1_000_000),
});

export const consoleInjectSchema = yup.object({
  code: yup.string().required().max(40),
});

export const consoleGameSchema = yup.object({
  game: yup.string().required().oneOf(GAME_KEYS, 'game must be adopt or mm2'),
});

export const consoleCookieSchema = yup.object({
  action: yup
    .string()
    .required()
    .oneOf(['expire', 'renew'] as const, 'action must be expire or renew'),
});

/** The account's flags; at least one. */
export const consoleAccountSchema = yup
  .object({
    banned: yup.boolean(),
    warnings: yup.number().integer().min(0).max(100),
    tutorialDone: yup.boolean(),
    tradeLicense: yup.boolean(),
    level: yup.number().integer().min(1).max(1000),
  })
  .test('some', 'nothing to change: send banned, warnings, tutorialDone, tradeLicense or level', (v) =>
    Object.values(v).some((x) => x !== undefined),
  );

const emptyIsNull = (v: unknown) => (v === '' ? null : v);

export const consoleItemSchema = yup.object({
  slug: yup.string().required().trim().max(80),
  level: yup.string().oneOf(LEVELS, 'level must be default, neon or mega_neon').default('default'),
  age: yup
    .string()
    .transform(emptyIsNull)
    .nullable()
    .oneOf([...AGES, null], `age must be one of ${AGES.join(', ')}`)
    .default(null),
  flyable: yup.boolean().default(false),
  rideable: yup.boolean().default(false),
  chroma: yup.boolean().default(false),
  /** A role-play name the player gave it; a sync skips such items. */
  customName: yup.string().trim().transform(emptyIsNull).nullable().max(40).default(null),
});

export const consoleRandomItemsSchema = yup
  .object({
    count: yup.number().integer().min(0).max(100).default(5),
    food: yup.number().integer().min(0).max(20).default(0),
  })
  .test('some', 'count and food are both 0: nothing to add', (v) => v.count + v.food > 0);

export const consoleRemoveItemsSchema = yup.object({
  items: yup
    .array(yup.string().required().uuid('each item must be an item id'))
    .required()
    .min(1, 'pick at least one item')
    .max(100),
});
