// @timetrack/client/node: everything of the main entry, plus storage in files (command line, servers).
export * from './index.js';
export { fileStorage } from './storage/file.js';
