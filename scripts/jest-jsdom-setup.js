// Runs before every front-end test file (jsdom).
require('@testing-library/jest-dom');

// React Router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: on the 2-core CI machine, sharing the CPU
// with the rest of the run, a lazily loaded route has taken longer than 1 s to render where alone it takes
// a few milliseconds. A result that never comes still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
