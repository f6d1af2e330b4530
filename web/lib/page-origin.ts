// The app's origin for links a person scans or copies (QR codes). A screen drawn on the server has
// no window: its links are relative until the browser draws the screen again
// (docs/decisions/051-first-screen-on-the-server.md), and the QR codes are drawn only then anyway.
export const pageOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);
