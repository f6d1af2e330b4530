// A message's text as typed: web links clickable, everything else plain text, never markup
// (docs/rules.md#conversations).
import { linkParts } from '../../../core/rules/conversations.ts';

export function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words" data-testid="message-text">
      {linkParts(text).map((part, i) =>
        'link' in part ? (
          <a
            // The parts never change order within one text, so their place is their identity.
            key={i}
            href={part.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
