/** Text made safe inside HTML text and attribute values (the development pages build HTML by hand). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
