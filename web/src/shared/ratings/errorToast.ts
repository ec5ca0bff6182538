// An error toast of a failed call; a rating block's words get a button to the ratings tab (the app registers what
// openRatings does: it navigates inside the address's language and game).
import type { MessageRef } from '../form/serverErrors';
import type { ToastInput } from '../state/toasts';
import { isRatingBlockMessage } from './blockMessage';

export function errorToast(message: MessageRef): ToastInput {
  return isRatingBlockMessage(message.id)
    ? { type: 'error', message, buttonText: { id: 'ratings.fix.open' }, buttonAction: 'openRatings' }
    : { type: 'error', message };
}
