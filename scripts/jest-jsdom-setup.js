// Runs before every front-end test file (jsdom).
require('@testing-library/jest-dom');

// React Router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });
