// Chromium comes from Debian's package; puppeteer must never download a browser.
module.exports = { skipDownload: true };
