/** Plain text kept as written: its line breaks show, nothing is read as markup. */
export const PLAIN_TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
