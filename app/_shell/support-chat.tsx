'use client';

import { SUPPORT_CHAT_FOOTER_EVENT, trackEvent } from '@/lib/analytics/track-event';
import { SupportChatButton, type SupportChatLabels } from '@/features/support-chat/components/support-chat-button';

const sendFooterEvent = () => trackEvent(SUPPORT_CHAT_FOOTER_EVENT.name, { ...SUPPORT_CHAT_FOOTER_EVENT.data });

export function SupportChat({ labels }: { labels: SupportChatLabels }) {
  return <SupportChatButton labels={labels} onOpen={sendFooterEvent} />;
}
