// A file sent in a message: a thumbnail of an image, else its name and size; both open the file,
// which is served only to the thread's readers.
import { FileText } from 'lucide-react';
import { formatBytes } from '../../../core/rules/attachments.ts';
import type { Message } from '../../../core/schemas/conversation.ts';

export function MessageFile({ file }: { file: NonNullable<Message['file']> }) {
  const image = file.content_type.startsWith('image/');
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 block max-w-full"
      data-testid="message-file"
    >
      {image ? (
        <img
          src={file.url}
          alt={file.name}
          loading="lazy"
          className="max-h-48 max-w-full rounded-lg border border-black/10 object-contain dark:border-white/10"
        />
      ) : (
        <span className="inline-flex max-w-full items-center gap-2 rounded-lg border border-current/20 px-3 py-2 text-sm">
          <FileText className="h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 truncate font-medium underline underline-offset-2">{file.name}</span>
          <span className="shrink-0 opacity-80">{formatBytes(file.size)}</span>
        </span>
      )}
    </a>
  );
}
