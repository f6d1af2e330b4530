// The text layer of iCalendar (RFC 5545 §3.1, §3.3.11): escaping of TEXT values, folding of long
// lines and CRLF line ends. Everything else in server/calendar builds on these three.

const encoder = new TextEncoder();
/** Octets a folded line may hold, its CRLF not counted (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/**
 * A TEXT value: backslash, semicolon and comma escaped, any line break as `\n`. Other control
 * characters are dropped: the grammar allows none but tab, and a name pasted with one must not
 * make the whole calendar unreadable.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/**
 * One content line folded into lines of at most 75 octets: each continuation starts with a space
 * (which counts), and a multi-byte character always stays whole on one line.
 */
export function foldLine(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out;
}

/** A property as a content line: `NAME;PARAM=…:value`, the value given ready (escape TEXT first). */
export function property(name: string, value: string, params: Record<string, string> = {}): string {
  const rendered = Object.entries(params).map(([k, v]) => `;${k}=${paramValue(v)}`);
  return `${name}${rendered.join('')}:${value}`;
}

/** A parameter value, quoted when it holds a character the grammar reserves. */
function paramValue(value: string): string {
  const clean = value.replace(/"|\p{Cc}/gu, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** The lines of a calendar as one text: each folded, each ended with CRLF. */
export function serializeLines(lines: readonly string[]): string {
  return lines.flatMap(foldLine).join('\r\n').concat('\r\n');
}
