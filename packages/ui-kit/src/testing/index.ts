// `@manan/ui-kit/testing`: what the front ends' Jest tests share. Importing it installs the jsdom
// polyfills Radix needs (in a jsdom test); the Pact consumer helpers are `@manan/ui-kit/testing/pact`,
// apart, because they load Pact's native core.
import './jsdom-polyfills';

export { installFakeFetch, type FakeFetch, type FakeReply } from './fake-fetch';
export { readPdfText } from './read-pdf-text';
