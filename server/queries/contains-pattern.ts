// Searching text with (i)like, shared by the lists that search names, e-mail addresses and subjects.

/** A LIKE pattern that matches `text` literally anywhere: %, _ and \ lose their meaning. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
