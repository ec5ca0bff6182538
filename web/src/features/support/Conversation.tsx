// A question's messages (spec trading-core 4, 5): the asker's on one side, support's (an operator, the bot or the
// AI assistant, labelled) on the other, each with its time and attachments (read with the token): images as
// thumbnails opening full size in a new tab, other files as download links.
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AttachmentView, MessageView } from '../../../../modules/support/questions.schemas';
import { Icon } from '../../shared/ui/Icon';
import { attachmentUrl, type Asker, useAttachmentObjectUrl } from './api';
import { FileSize } from './FilePicker';
import '../../shared/ui/skeleton.css';

/** Who reads: the asker (their own messages are "You"), or an operator at the desk (the asker is "User"). */
export type ConversationViewer = 'asker' | 'operator';

/** The label of a message's sender as the viewer reads it. */
export const senderLabelId = (senderKind: string, viewer: ConversationViewer = 'asker'): string =>
  viewer === 'operator' ? `support.desk.sender.${senderKind}` : `support.sender.${senderKind}`;

export function Conversation({
  messages,
  asker,
  viewer = 'asker',
}: {
  messages: readonly MessageView[];
  asker: Asker;
  viewer?: ConversationViewer;
}) {
  return (
    <ol className="support-messages" id="support-messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`support-message support-message--${message.author}`}
          data-message-id={message.id}
          data-author={message.author}
          data-sender-kind={message.senderKind}
        >
          <div className="support-message__head">
            <span className="support-message__who">
              {message.author === 'support' && <Icon name="support" size={16} />}
              <FormattedMessage id={senderLabelId(message.senderKind, viewer)} />
            </span>
            <time className="support-message__time" dateTime={message.createdAt}>
              <FormattedDate value={message.createdAt} dateStyle="medium" timeStyle="short" />
            </time>
          </div>
          {message.text && <p className="support-message__text">{message.text}</p>}
          {message.attachments.length > 0 && <Attachments list={message.attachments} asker={asker} />}
        </li>
      ))}
    </ol>
  );
}

function Attachments({ list, asker }: { list: readonly AttachmentView[]; asker: Asker }) {
  return (
    <ul className="support-attachments">
      {list.map((attachment) => (
        <li key={attachment.id} className="support-attachment" data-attachment-kind={attachment.kind}>
          <Attachment attachment={attachment} url={attachmentUrl(attachment, asker)} />
        </li>
      ))}
    </ul>
  );
}

/** An image as a thumbnail opening full size in a new tab, a file as a download link; a placeholder while it loads. */
function Attachment({ attachment, url }: { attachment: AttachmentView; url: string }) {
  const intl = useIntl();
  const local = useAttachmentObjectUrl(url);
  if (attachment.kind === 'image')
    return (
      <a
        href={local ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        className="support-attachment__image"
        aria-label={intl.formatMessage({ id: 'support.attachment.open' }, { name: attachment.name })}
      >
        {local ? (
          <img src={local} alt={attachment.name} />
        ) : (
          <span className="support-attachment__placeholder skeleton" aria-hidden="true" />
        )}
      </a>
    );
  return (
    <a href={local ?? undefined} download={attachment.name} className="support-attachment__file">
      <Icon name="card" size={18} />
      <span className="support-attachment__name">{attachment.name}</span>
      <span className="support-attachment__size">
        <FileSize bytes={attachment.size} />
      </span>
    </a>
  );
}
