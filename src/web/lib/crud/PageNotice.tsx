import { Message, type MessageProps } from 'primereact/message';
import type { ReactNode } from 'react';

interface PageNoticeProps {
  severity: MessageProps['severity'];
  text: string;
  /** The one thing to do about it: reload, go back. */
  action: ReactNode;
  className?: string;
}

/** A note across the page, above or instead of its content. */
export function PageNotice({ severity, text, action, className }: PageNoticeProps) {
  return (
    <Message
      severity={severity}
      className={className ? `page-notice ${className}` : 'page-notice'}
      content={
        <div className="page-notice-content">
          <span>{text}</span>
          {action}
        </div>
      }
    />
  );
}
