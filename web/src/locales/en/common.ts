/** English texts of the common namespace (see i18n/resources.ts): shared components, lib, app and simple pages. */
export default {
  loading: "Loading",
  logo: { company: "{{name}} logo", product: "Froyo Back Office logo" },
  actions: { cancel: "Cancel", retry: "Retry", reload: "Reload", close: "Close" },
  empty: "Nothing here yet",
  comingSoon: "This section is being prepared and will appear here soon.",
  pageFailed: { title: "This page could not be loaded.", hint: "Check your connection, then reload the page." },
  password: { show: "Show password", hide: "Hide password" },
  list: { columns: "Columns", exportCsv: "Export CSV", all: "All" },
  timezone: {
    loading: "Loading timezones…",
    none: "No matching timezone",
    open: "Open",
    close: "Close",
    clear: "Clear",
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist, or you do not have access to it.",
    home: "Go to home",
  },
  pages: {
    home: "Home",
    orderHistory: "Order history",
    salesAnalytics: "Sales analytics",
    products: "Products",
    promoCodes: "Promo codes",
    notifications: "Notifications",
  },
  subdomainCheckFailed: "Failed to check subdomain",
};
