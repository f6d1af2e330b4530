import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileLines } from './file-lines.ts';

async function linesOf(text: string): Promise<string[]> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lines-')), 'f.txt');
  fs.writeFileSync(file, text);
  const lines: string[] = [];
  for await (const line of fileLines(file)) lines.push(line);
  return lines;
}

describe('fileLines', () => {
  it('splits only at line feeds, keeping U+2028 and U+2029 inside a line', async () => {
    expect(await linesOf('{"a":"x\u2028y\u2029z"}\nsecond\r\nlast')).toEqual([
      '{"a":"x\u2028y\u2029z"}',
      'second',
      'last',
    ]);
  });

  it('keeps a line split across chunks whole, and empty lines as empty', async () => {
    const long = 'é'.repeat(200_000);
    expect(await linesOf(`${long}\n\nend\n`)).toEqual([long, '', 'end']);
  });
});
