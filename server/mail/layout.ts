// One message as plain text and as HTML from the same parts. The HTML is a single centred card
// with inline styles (mail clients ignore style sheets) and every value escaped.
export interface MailLink {
  label: string;
  url: string;
}

export interface MailParts {
  greeting: string;
  paragraphs: string[];
  /** A list under the paragraphs: a digest's notices, an agenda's meetings. */
  items?: { title: string; text: string; url?: string }[];
  action: MailLink;
  notes: string[];
  linkFallback: string;
  footer: string;
  /** Under the footer: notice settings and the unsubscribe link of non-essential mail. */
  footerLinks?: MailLink[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const itemText = (item: NonNullable<MailParts['items']>[number]) =>
  [`- ${item.title}`, item.text && `  ${item.text}`, item.url && `  ${item.url}`].filter(Boolean).join('\n');

export function plainText(parts: MailParts): string {
  return [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.items?.length ? [parts.items.map(itemText).join('\n\n')] : []),
    `${parts.action.label}: ${parts.action.url}`,
    ...parts.notes,
    [`-- \n${parts.footer}`, ...(parts.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`)].join('\n'),
  ].join('\n\n');
}

function itemsHtml(items: MailParts['items']): string {
  if (!items?.length) return '';
  const row = (item: NonNullable<MailParts['items']>[number]) => {
    const title = item.url
      ? `<a href="${escapeHtml(item.url)}" style="color:#1d4ed8;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a>`
      : `<strong>${escapeHtml(item.title)}</strong>`;
    const text = item.text ? `<br><span style="color:#334155">${escapeHtml(item.text)}</span>` : '';
    return `<li style="margin:0 0 12px;padding:0 0 12px;border-bottom:1px solid #e2e8f0">${title}${text}</li>`;
  };
  return `<ul style="list-style:none;margin:0 0 16px;padding:0">${items.map(row).join('')}</ul>`;
}

function footerLinksHtml(links: MailParts['footerLinks']): string {
  if (!links?.length) return '';
  const link = (l: MailLink) => `<a href="${escapeHtml(l.url)}" style="color:#475569">${escapeHtml(l.label)}</a>`;
  return `<p style="text-align:center;color:#64748b;font-size:12px;margin:8px 0 0">${links.map(link).join(' · ')}</p>`;
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
${itemsHtml(parts.items)}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(parts.action.label)}</a></p>
${parts.notes.map((text) => p(text, 'margin:0 0 12px;color:#475569;font-size:13px')).join('\n')}
${p(parts.linkFallback, 'margin:16px 0 4px;color:#475569;font-size:13px')}
<p style="margin:0;font-size:13px;word-break:break-all"><a href="${url}" style="color:#2563eb">${url}</a></p>
</div>
<p style="text-align:center;color:#64748b;font-size:12px;margin:16px 0 0">${escapeHtml(parts.footer)}</p>
${footerLinksHtml(parts.footerLinks)}
</body></html>`;
}
