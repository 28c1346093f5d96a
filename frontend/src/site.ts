/** The product's name and public contact, used across pages. */
export const SITE_NAME = 'Nanny Marketplace';
/** The one support address, wherever a page or message gives one. */
export const CONTACT_EMAIL = 'support@nannymarketplace.co.uk';
export const OFFICES = ['London', 'Copenhagen', 'Monaco', 'Dublin'] as const;
export const COPYRIGHT_YEAR = 2024;

/** Sets the document title for a page. */
export const pageTitle = (title?: string) =>
  title ? `${title} – ${SITE_NAME}` : `${SITE_NAME} – trusted childcare across the UK`;
