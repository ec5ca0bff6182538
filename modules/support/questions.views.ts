import type { MessageView, QuestionSummary, QuestionView } from './questions.schemas';
import type { AttachmentRow, MessageRow, QuestionRow } from './questions.tables';

export function toQuestionSummary(q: QuestionRow): QuestionSummary {
  return {
    id: q.id,
    number: Number(q.number),
    category: q.category,
    title: q.title,
    status: q.status,
    createdAt: q.created_at.toISOString(),
    updatedAt: q.updated_at.toISOString(),
    rating: q.rating,
  };
}

export function toQuestionView(
  q: QuestionRow,
  messages: MessageRow[],
  attachments: AttachmentRow[],
  commentsBetweenAnswers: number,
): QuestionView {
  const toMessage = (m: MessageRow): MessageView => ({
    id: m.id,
    author: m.author,
    senderKind: m.sender_kind,
    text: m.text,
    createdAt: m.created_at.toISOString(),
    attachments: attachments
      .filter((a) => a.message_id === m.id)
      .map((a) => ({
        id: a.id,
        name: a.name,
        mime: a.mime,
        kind: a.kind,
        size: a.size,
        url: `/api/support/attachments/${a.id}`,
      })),
  });
  return {
    ...toQuestionSummary(q),
    name: q.name,
    email: q.email,
    botNickname: q.bot_nickname,
    transferDate: q.transfer_date ? q.transfer_date.toISOString().slice(0, 10) : null,
    loginOrMail: q.login_or_mail,
    feedback: q.feedback ?? [],
    messages: messages.map(toMessage),
    commentsLeft: q.status === 'closed' ? 0 : Math.max(0, commentsBetweenAnswers - q.comments_since_answer),
  };
}
