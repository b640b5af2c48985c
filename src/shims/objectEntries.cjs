/* global module */
// What the build gives for the `object.entries` polyfill (vite.config.ts): every browser the app supports has
// Object.entries, and the polyfill (required by node-polyglot, react-admin's translator) brought a dozen helper
// packages, about 5 KB of gzip JavaScript, into every first screen (issues 26 and 28).
module.exports = Object.entries;
