import { useMemo } from 'react';
import { linkify, MESSAGE_LINK_REL } from '@/features/messages/linkify.ts';

/**
 * A message as its sender typed it: plain text, its line breaks kept, its web addresses as links that
 * open in a new tab. Nothing in it is ever read as markup: each piece is a text node or a link's text.
 */
export function MessageText({ text, className }: { text: string; className?: string }) {
  const tokens = useMemo(() => linkify(text), [text]);
  return (
    <p className={className ?? 'whitespace-pre-wrap wrap-anywhere'}>
      {tokens.map((token, index) =>
        token.kind === 'text' ? (
          token.text
        ) : (
          <a
            key={index}
            href={token.href}
            target="_blank"
            rel={MESSAGE_LINK_REL}
            className="font-medium underline underline-offset-2"
          >
            {token.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ),
      )}
    </p>
  );
}
