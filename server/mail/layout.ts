// One message as plain text and as HTML from the same parts. The HTML is a single centred card
// with inline styles (mail clients ignore style sheets) and every value escaped.
export interface MailParts {
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  notes: string[];
  linkFallback: string;
  footer: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function plainText(parts: MailParts): string {
  return [
    parts.greeting,
    ...parts.paragraphs,
    `${parts.action.label}: ${parts.action.url}`,
    ...parts.notes,
    `-- \n${parts.footer}`,
  ].join('\n\n');
}

export function html(parts: MailParts, lang: string): string {
  const p = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`;
  const url = escapeHtml(parts.action.url);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#0f172a;font-size:15px;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
${p(parts.greeting)}
${parts.paragraphs.map((text) => p(text)).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
${parts.notes.map((text) => p(text, 'margin:0 0 12px;color:#475569;font-size:13px')).join('\n')}
${p(parts.linkFallback, 'margin:16px 0 4px;color:#475569;font-size:13px')}
<p style="margin:0;font-size:13px;word-break:break-all"><a href="${url}" style="color:#2563eb">${url}</a></p>
</div>
<p style="text-align:center;color:#64748b;font-size:12px;margin:16px 0 0">${escapeHtml(parts.footer)}</p>
</body></html>`;
}
