/** The product's name, used in e-mails and the SPA's header. */
export const APP_NAME = 'CareConnect Africa';
