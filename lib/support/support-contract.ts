/** What a support ticket is made of; the web's contact form and the api's support module share it. */
export const SUPPORT_TOPICS = ['account', 'payments', 'bonuses', 'games', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_EMAIL_MAX = 254;

export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export type SupportMessageView = { id: number; author: 'player' | 'operator'; body: string; created_at: string };
export type SupportTicketView = {
  id: number;
  topic: SupportTopic;
  status: SupportTicketStatus;
  created_at: string;
  updated_at: string;
  messages: SupportMessageView[];
};
