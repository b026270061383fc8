/** The product's name, as people see it in mails and pages. */
export const PRODUCT_NAME = 'Ghostline';
