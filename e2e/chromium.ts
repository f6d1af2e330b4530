// How every browser here starts Debian's Chromium (`npx playwright install` cannot download here):
// the journeys' config, journeys that add flags, and the browser benchmarks share this.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
