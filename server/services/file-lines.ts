// Reads a text file line by line, splitting only at "\n" (a "\r" before it is dropped).
// node:readline also ends lines at U+2028 and U+2029 on Node 24 and later (not on 20), and
// JSON.stringify leaves those two characters unescaped inside strings, so a JSON Lines backup must
// not be read with it.
import fs from 'node:fs';

/** The lines of `file`, in order, without their line ends. */
export async function* fileLines(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8' })) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
  if (rest) yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}
