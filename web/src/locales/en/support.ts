/** English texts of the support namespace (see i18n/resources.ts). */
export default {
  page: {
    title: "Support",
    intro:
      "Tell us what you need: a problem with a kiosk, a question about billing, or an upgrade to Pro. Our team answers by email.",
  },
  form: {
    heading: "Submit a ticket",
    subject: "Subject",
    category: "Category",
    message: "Message",
    messageHint: "Describe what happened, which kiosk it concerns and what you expected.",
    submit: "Submit ticket",
    submitted: "Your ticket “{{subject}}” was sent to our support team. We will answer you by email.",
    submittedToast: "Ticket submitted",
    failed: "Failed to submit ticket",
  },
  /** The labels of the categories; the values sent to the API stay English (contracts' SUPPORT_CATEGORIES). */
  categories: {
    technicalIssue: "Technical issue",
    kioskHardware: "Kiosk hardware",
    billing: "Billing",
    featureRequest: "Feature request",
    upgradeToPro: "Upgrade to Pro",
    other: "Other",
  },
  statuses: {
    open: "Open",
    in_progress: "In progress",
    resolved: "Resolved",
  },
  tickets: {
    heading: "Your tickets",
    subject: "Subject",
    category: "Category",
    status: "Status",
    submitted: "Submitted",
    loading: "Loading your tickets…",
    empty: "No tickets yet",
    emptyDescription: "The tickets you submit appear here with their status.",
    loadFailed: "Failed to load your tickets",
    retry: "Try again",
    pages: "Ticket pages",
  },
};
