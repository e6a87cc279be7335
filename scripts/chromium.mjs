// Debian's Chromium as every browser run here launches it: never a downloaded browser, and
// flags that keep it off the network this machine does not have.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
