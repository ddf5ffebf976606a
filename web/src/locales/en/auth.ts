/** English texts of the auth namespace (see i18n/resources.ts): the sign-in and password pages. */
export default {
  fields: {
    email: "Email address",
    password: "Password",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
  },
  backToSignIn: "Back to sign in",
  signIn: {
    title: "Sign in",
    subtitle: "Sign in to your back office.",
    subtitleOfCompany: "Sign in to the {{company}} back office.",
    forgotPassword: "Forgot password?",
    submit: "Sign in",
  },
  forgotPassword: {
    title: "Forgot your password?",
    subtitle: "Enter the email address of your account and we will email you a link to reset your password.",
    submit: "Send reset link",
  },
  resetPassword: {
    title: "Reset your password",
    subtitle: "Choose a new password of at least {{min}} characters.",
    submit: "Reset password",
  },
  setPassword: {
    title: "Set your password",
    subtitle: "Choose a password of at least {{min}} characters to activate your account.",
    submit: "Set password",
  },
  // Reached from the user menu's "Reset password" (the seed's text): the page carries the same name.
  changePassword: {
    title: "Reset password",
    intro: "Enter your current password, then choose a new one of at least {{min}} characters.",
    submit: "Reset password",
    done: "Your password has been reset.",
  },
};
