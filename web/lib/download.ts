// Saving a file made or fetched in the browser, through a temporary link.

/** Offers `blob` as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers `text` as a download named `fileName` (no server round trip). */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  saveBlob(fileName, new Blob([text], { type }));
}
