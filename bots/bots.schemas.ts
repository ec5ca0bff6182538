import * as yup from 'yup';

/** Input of the bots' HTTP endpoints (pure: the game console's page may reuse them). */
export const flowParamsSchema = yup.object({
  id: yup.string().required().uuid('id must be a UUID'),
});

export const injectSchema = yup.object({
  game: yup.string().required().oneOf(['adopt', 'mm2'], 'game must be adopt or mm2'),
  nickname: yup.string().required().max(64),
  code: yup.string().required().max(40),
  times: yup.number().integer().min(1).max(100).default(1),
});

export const botHealthSchema = yup.object({
  health: yup.string().required().oneOf(['ok', 'friend_list_full', 'banned', 'broken']),
});
