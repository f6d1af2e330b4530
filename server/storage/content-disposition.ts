// The Content-Disposition of a stored file: its real name for current browsers (RFC 5987) and an
// ASCII stand-in for old ones.

/** The name with anything outside printable ASCII (and quotes) replaced, for old clients. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
const encodeRFC5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const contentDisposition = (how: 'inline' | 'attachment', name: string) =>
  `${how}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeRFC5987(name)}`;
