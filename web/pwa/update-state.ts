// Whether a new build of the app waits to take over, and how to let it: set by ./register.ts (loaded
// lazily), read by ./UpdatePrompt.tsx, so the prompt does not carry workbox-window.
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

export const updateState = {
  get: () => apply,
  set(next: (() => void) | null) {
    apply = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
