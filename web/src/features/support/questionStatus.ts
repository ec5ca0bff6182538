// A question's status in the list and on its page (spec trading-core 2, 4): the filter tab it falls under, its
// badge's tone, who wrote a message, and the feedback reasons a rating offers. Pure.
import {
  DISLIKED_REASONS,
  LIKED_FROM_STARS,
  LIKED_REASONS,
  type QuestionFilter,
  type QuestionStatus,
} from '../../../../modules/support/questions.vocabulary.schemas';
import type { Tone } from '../../shared/ui/StatusBadge';

/** The list's tab a status falls under: in progress holds support's answered ones and those waiting for support. */
export function statusFilter(status: QuestionStatus): Exclude<QuestionFilter, 'all'> {
  if (status === 'waitingForOperator') return 'inProcess';
  return status;
}

const TONES: Record<QuestionStatus, Tone> = {
  open: 'info',
  inProcess: 'success',
  waitingForOperator: 'warning',
  closed: 'neutral',
};
export const statusTone = (status: QuestionStatus): Tone => TONES[status];

/** The feedback reasons for a number of stars: what was liked from LIKED_FROM_STARS, else what was not. */
export function feedbackReasons(stars: number): readonly string[] {
  if (stars < 1) return [];
  return stars >= LIKED_FROM_STARS ? LIKED_REASONS : DISLIKED_REASONS;
}

/** A reason's message id: the same reason reads differently liked ("Politeness") or not ("Impolite"). */
export const reasonMessageId = (reason: string, stars: number): string =>
  `support.rating.reason.${stars >= LIKED_FROM_STARS ? 'liked' : 'disliked'}.${reason}`;

/** The path of a question's page; a visitor's carries its key. */
export const questionPath = (id: string, key?: string | null): string =>
  `/help/my-questions/${encodeURIComponent(id)}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
