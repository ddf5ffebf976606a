import type { SupportTicket } from "@froyo/contracts";
import type { MailMessage } from "../../plugins/mailer.js";

interface CompanyLabel {
  name: string;
  subdomain: string | null;
}

const label = (company: CompanyLabel) => (company.subdomain ? `${company.name} (${company.subdomain})` : company.name);

/**
 * The email support receives for a ticket. Plain text only: what the author typed is never interpreted as HTML.
 * Answering it writes to the author (Reply-To), not to the no-reply sender.
 */
export function supportTicketMail(options: {
  to: string;
  ticket: SupportTicket;
  author: { name: string; email: string };
  company: CompanyLabel;
  /** Platform staff filing from a company's subdomain: the company they were acting in. */
  actingIn?: CompanyLabel;
}): MailMessage {
  const { ticket, author } = options;
  const lines = [
    `A support ticket was submitted.`,
    "",
    `Company:   ${label(options.company)}`,
    ...(options.actingIn ? [`Acting in: ${label(options.actingIn)}`] : []),
    `From:      ${author.name} <${author.email}>`,
    `Category:  ${ticket.category}`,
    `Subject:   ${ticket.subject}`,
    `Ticket:    ${ticket.id}`,
    `Submitted: ${ticket.created_at}`,
    "",
    ticket.message,
    "",
    `Reply to this email to answer ${author.name}.`,
  ];
  return {
    to: options.to,
    subject: `[${ticket.category}] ${ticket.subject}`,
    text: `${lines.join("\n")}\n`,
    replyTo: { name: author.name, address: author.email },
  };
}
