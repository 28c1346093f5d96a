/** The trading name used in legal and information pages until the real company name is confirmed. */
export const COMPANY_NAME = 'Nanny Marketplace';

/** NSPCC helpline for adults worried about a child (free, UK). */
export const NSPCC_HELPLINE = '0808 800 5000';

/** The Information Commissioner's Office, the UK data protection regulator. */
export const ICO_URL = 'https://ico.org.uk/make-a-complaint/';
export const ICO_HELPLINE = '0303 123 1113';

/** The DBS Update Service, where an employer can check a certificate's status online with consent. */
export const DBS_UPDATE_SERVICE_URL = 'https://www.gov.uk/dbs-update-service';
/** Where an employer checks a job candidate's right to work with their share code. */
export const VIEW_RIGHT_TO_WORK_URL = 'https://www.gov.uk/view-right-to-work';
/** Where a worker gets a share code to prove their right to work. */
export const PROVE_RIGHT_TO_WORK_URL = 'https://www.gov.uk/prove-right-to-work';
