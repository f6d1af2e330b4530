// web-push, loaded with the first key pair made or push sent, not at start-up: most servers send
// none for long stretches (docs/decisions/045-outgrowing-the-embedded-database.md).
import type WebPush from 'web-push';

let loading: Promise<typeof WebPush> | undefined;

/** The web-push module, imported on the first call. */
export function loadWebPush(): Promise<typeof WebPush> {
  loading ??= import('web-push').then((m) => m.default);
  return loading;
}
