// Debian's browsers, the only ones ReproLens drives (never a downloaded one; .ci/run installs them with apt-get): the
// real-browser suites, `npm run dev`, the demo, the benches and the icon renderer all start these two binaries.
export const CHROMIUM = '/usr/bin/chromium';
export const FIREFOX = '/usr/bin/firefox-esr';
