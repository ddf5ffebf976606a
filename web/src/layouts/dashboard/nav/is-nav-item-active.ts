/**
 * Spec section 2: Home ("/") is active on "/" and "/dashboard" only (not on /dashboard/sales-analytics); any other
 * entry is active when the path starts with its path. "Starts with" is taken per path segment, so "/product" is
 * not lit up by a hypothetical "/products-archive".
 */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/" || pathname === "/dashboard" || pathname === "/dashboard/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
