import * as uiKit from '@manan/ui-kit';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as rtkQuery from '@reduxjs/toolkit/query';
import * as rtkQueryReact from '@reduxjs/toolkit/query/react';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRedux from 'react-redux';
import * as reactRouterDom from 'react-router-dom';
import * as styledComponents from 'styled-components';

/**
 * The shell's own instances of every shared singleton (packages/ui-kit/webpack/shared-singletons.js lists
 * them; a test holds the two lists together). Remotes render with these, so there is one React, router,
 * store and theme however many remotes load. Importing them all here puts the rest of @manan/ui-kit (the
 * Radix primitives, the PDF builder) in the chunk that loads with the first remote, not on the landing page.
 */
export const sharedModules: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  // The lean router answers both names, as in the remotes' builds.
  'react-router-dom': reactRouterDom,
  'react-router': reactRouterDom,
  'react-redux': reactRedux,
  '@reduxjs/toolkit': reduxToolkit,
  '@reduxjs/toolkit/query': rtkQuery,
  '@reduxjs/toolkit/query/react': rtkQueryReact,
  'styled-components': styledComponents,
  '@manan/ui-kit': uiKit,
};
