/** What a style sheet import is in jest: nothing (jsdom lays nothing out; Vite bundles the real ones). */
module.exports = {};
