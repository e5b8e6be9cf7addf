/** The brand shown when the server's settings are not (yet) known. */
export const BRAND = 'Émeraude Casino';
