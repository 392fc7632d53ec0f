/**
 * The company site the footer links to. The one place to change it; a deployment may override the
 * origin at build time with MANAN_COMPANY_SITE_URL.
 */
export const companySiteUrl = (process.env.MANAN_COMPANY_SITE_URL || 'https://manan.health').replace(
  /\/$/,
  '',
);

export const companyLinks = [
  { label: 'About', href: `${companySiteUrl}/about` },
  { label: 'Blog', href: `${companySiteUrl}/blog` },
  { label: 'Contact', href: `${companySiteUrl}/contact` },
  { label: 'Terms', href: `${companySiteUrl}/terms` },
  { label: 'Privacy', href: `${companySiteUrl}/privacy` },
] as const;

export const termsUrl = `${companySiteUrl}/terms`;
export const privacyUrl = `${companySiteUrl}/privacy`;
