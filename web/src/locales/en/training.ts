/** English texts of the training namespace (see i18n/resources.ts). The manual's prompt and alert are the seed's. */
export default {
  overview: {
    title: "Training",
    intro: "Learn to run your kiosks and this back office at your own pace.",
  },
  loadFailed: "Failed to load the training resources",
  retry: "Try again",
  newTab: "(opens in a new tab)",
  tutorial: {
    title: "Tutorial videos",
    description:
      "Short videos that walk you through the back office: your kiosks and trays, products, promo codes and sales.",
    open: "Watch the tutorial videos",
    unavailable: "Your company has not added tutorial videos yet.",
  },
  manual: {
    title: "User manual",
    description: "The complete guide to your kiosks and this back office, to read online or keep as a PDF.",
    passwordNote: "The manual is protected by a password: ask your company's administrator for it.",
    download: "Download the manual",
    unavailable: "Your company has not added a user manual yet.",
    prompt: "Please enter password to download the manual:",
    incorrectPassword: "Incorrect password",
    passwordRequired: "Enter the password.",
    cancel: "Cancel",
    submit: "Download",
    blocked: "Your browser blocked the new tab. Open the manual with this button:",
    openManual: "Open the manual",
    close: "Close",
    failed: "Failed to open the manual",
  },
  faqs: {
    title: "FAQs",
    description: "Answers to the questions kiosk operators ask most often.",
    open: "Read the FAQs",
    intro: "Answers to common questions about your kiosks and this back office.",
    loading: "Loading the FAQs…",
    loadFailed: "Failed to load the FAQs",
    moreHelp: "Didn't find your answer?",
    submitTicket: "Submit a ticket",
  },
  /** The FAQ shown when the company has none of its own (GET /api/faqs answers an empty list). */
  defaultFaqs: {
    signIn: {
      question: "How do I sign in?",
      answer:
        "Use the address in your invitation email: each company has its own address, and you can sign in only on yours. Enter your email address and the password you chose when you accepted the invitation.",
    },
    resetPassword: {
      question: "I forgot my password. How do I reset it?",
      answer:
        "On the sign-in page, choose 'Forgot password?' and enter your email address. We email you a link to choose a new password; it works once and expires after a while. Once signed in, you can change your password at any time from the user menu (Reset password).",
    },
    kioskOffline: {
      question: "Why does a kiosk show as offline?",
      answer:
        "A kiosk is shown offline when it has not reported to the back office for a few minutes. Check that it is switched on and connected to the internet; it shows as online again with its next report. Sales made while it was offline are sent when it reconnects and are never counted twice.",
    },
    lowTrays: {
      question: "What does a low tray mean?",
      answer:
        "Each tray has a low-stock threshold. When its level falls below it, the tray is flagged as low on Home so you can refill it before it runs out. After refilling, record the refill on the tray so its level goes back up.",
    },
    promoCodes: {
      question: "How do I create promo codes?",
      answer:
        "Promo codes are part of the Pro plan. With Pro, open Promo codes to create a percentage or fixed discount, choose when it is valid, how often it can be used and on which kiosks. Without Pro, use 'Upgrade to Pro' in the menu to ask for an upgrade.",
    },
    exportOrders: {
      question: "How do I export my orders?",
      answer:
        "Open Order history, filter the orders you need (dates, kiosk, status, payment method or promo code), then choose Export CSV. The file holds every order that matches the filters, ready for a spreadsheet.",
    },
    support: {
      question: "How do I get help?",
      answer:
        "Choose 'Submit a ticket' in the menu, pick the category that fits and describe the problem. Our support team answers by email, and you can follow the status of your tickets on the same page.",
    },
  },
};
