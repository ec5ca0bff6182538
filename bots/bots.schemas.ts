import * as yup from 'yup';
import { GAME_KEYS } from '../kernel';

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
  nickname: yup.string().required().matches(/^[A-Za-z0-9_]{3,20}$/, 'nickname: 3 to 20 letters, digits or _'),
});

export const consoleIdsSchema = yup.object({
  id: yup.string().required().uuid('id must be a UUID'),
  other: yup.string().uuid('id must be a UUID'),
});

export const consoleAnswerSchema = yup.object({
  answer: yup.string().required().oneOf(['accept', 'decline', 'leave']),
});

export const consoleFlowSchema = yup.object({
  kind: yup.string().required().oneOf(['sync', 'quick_sale', 'withdrawal']),
  items: yup.array(yup.string().required().uuid()).max(40).default([]),
});

export const consoleInjectSchema = yup.object({
  code: yup.string().required().max(40),
});
