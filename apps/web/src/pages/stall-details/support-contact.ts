/**
 * The support e-mail and phone the help box shows (see docs/marketplace.md#stall-requirements-form). They are set
 * when the web app is built (`VITE_SUPPORT_EMAIL`, `VITE_SUPPORT_PHONE`); unset, nothing is shown
 * rather than an address nobody reads.
 */
export const SUPPORT_EMAIL: string | undefined = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || undefined;
export const SUPPORT_PHONE: string | undefined = import.meta.env.VITE_SUPPORT_PHONE?.trim() || undefined;
