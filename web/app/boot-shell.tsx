// The shell web/index.html draws before the JavaScript runs (the signed-in frame's outline). React
// shows the same markup while the language texts, the session and the screen's code load, so the
// first paint leads straight to the screen instead of shell, spinner, screen
// (docs/decisions/036-first-paint-and-lighthouse.md).

// Read once, before React first renders into #root and replaces it. The markup is our own file's.
const shell = document.getElementById('root')?.innerHTML ?? '';

/** The first screen's shell; `contents` so its own box is the page's, as in index.html. */
export function BootShell() {
  // The markup is web/index.html's own, read before React replaced it: no outside text goes in.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: shell }} />;
}
