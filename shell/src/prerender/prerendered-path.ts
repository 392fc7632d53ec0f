/** The attribute of #root in a page the build rendered: the path it was rendered for. */
export const prerenderedPathAttribute = 'data-prerendered-path';

/** The one page the build renders to HTML, and the file the gateway serves it from (at exactly `/`). */
export const landingPage = { path: '/', file: 'landing.html' } as const;
