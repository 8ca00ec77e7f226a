'use strict';
/**
 * The tslib helpers that Docusaurus's browser-side CommonJS modules call, and nothing else
 * (see index.ts; helpers.test.ts fails when an upgrade calls one more).
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
