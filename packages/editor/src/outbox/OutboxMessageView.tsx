import type { OutboxMessage } from '@tessera/site/api/routes.gen.ts';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { RelativeTime } from '../ui/RelativeTime.tsx';
import { outboxStatusDetail, outboxStatusLabel } from './status.ts';

interface OutboxMessageViewProps {
  message: OutboxMessage;
  onBack: () => void;
}

/** One message: who it went to, when, what happened, and its plain text. */
export function OutboxMessageView({ message, onBack }: OutboxMessageViewProps) {
  return (
    <PanelScreen backLabel="← Back to outbox" onBack={onBack} title={message.subject || '(no subject)'}>
      <dl className="message-facts">
        <div>
          <dt>To</dt>
          <dd>{message.to}</dd>
        </div>
        <div>
          <dt>Queued</dt>
          <dd>
            <RelativeTime at={message.createdAt} withExact />
          </dd>
        </div>
        {message.sentAt !== null && (
          <div>
            <dt>Sent</dt>
            <dd>
              <RelativeTime at={message.sentAt} withExact />
            </dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>
            {outboxStatusLabel(message)}. {outboxStatusDetail(message)}
          </dd>
        </div>
        <div>
          <dt>Tries</dt>
          <dd>{message.attempts}</dd>
        </div>
        {message.lastError !== null && (
          <div>
            <dt>Last error</dt>
            <dd className="message-error">{message.lastError}</dd>
          </div>
        )}
      </dl>
      <h3 className="form-section-heading">Message</h3>
      <pre className="message-text">{message.text || '(This message has no plain-text part.)'}</pre>
    </PanelScreen>
  );
}
