// A module of its own so that the toast area can load @manan/ui-kit's Toaster (and Radix Toast) lazily.
export { Toaster } from '@manan/ui-kit';
