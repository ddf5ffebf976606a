/** Spec section 1: the footer text, by company or a default rights notice with the current year. */
export function licenseNotice(companyName: string | null | undefined, now: Date = new Date()): string {
  if (companyName) return `This software is licensed by ${companyName}, LLC.`;
  return `© ${now.getFullYear()} Froyo Back Office. All rights reserved.`;
}
