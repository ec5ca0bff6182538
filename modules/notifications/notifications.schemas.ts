import * as yup from 'yup';
import { MESSAGE as MSG } from '../../kernel';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from './notifications.vocabulary.schemas';

export * from './notifications.vocabulary.schemas';

const notificationId = yup
  .string()
  .required(MSG.required)
  .matches(/^[1-9][0-9]{0,17}$/, MSG.invalidValue);

export const notificationParamsSchema = yup.object({ id: notificationId });

export const notificationsPageSchema = yup.object({
  /** Older than this notification (the previous page's `next`). */
  before: yup.string().matches(/^[1-9][0-9]{0,17}$/, MSG.invalidValue),
  limit: yup
    .number()
    .typeError(MSG.invalidValue)
    .integer(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(NOTIFICATIONS_PAGE_MAX, MSG.invalidValue)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
