// The member pages' addresses (the server's page types serve them), which the site's pages link to
// and the server's mails and redirects lead to.

/** The member's own page: sign in or join, or their account panel */
export const MEMBER_ACCOUNT_PAGE = '/members/account';
/** The mailed confirmation link (GET: the page that asks; POST: its button, which confirms) */
export const MEMBER_VERIFY_PAGE = '/members/verify';
/** Forgot password: ask for the mail; the mailed link comes back here with #token=… */
export const MEMBER_RESET_PAGE = '/members/reset';
