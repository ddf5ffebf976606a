/** The vertical rhythm of the auth forms (MUI spacing units). */
export const authFormSx = { display: "flex", flexDirection: "column", gap: 2.5 } as const;
