// What an imported asset is in unit tests: its URL, here a placeholder.
module.exports = '/assets/stub.webp';
