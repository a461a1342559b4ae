import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { queryClient } from '@/lib/api/query-client';
import { gamesGet, gamesStreamUrl } from './games-api';
import { gamesKeys } from './query-keys';
import { feedItemSchema, type FeedItem } from './schemas';

export type FeedKind = 'all' | 'high_rollers';
export const FEED_LIMIT = 20;

export const feedReplySchema = z.looseObject({ data: z.array(feedItemSchema) });

/** GET /feed: the latest settled real-money bets of everyone (public; no credentials needed). */
export async function getFeed(game: string, kind: FeedKind): Promise<FeedItem[]> {
  return feedReplySchema.parse(await gamesGet('/feed', { demoToken: null }, { params: { game, kind, limit: FEED_LIMIT } })).data;
}

/** Adds a streamed bet on top of the list (once, however often it arrives), keeping the list short. */
export function addFeedItem(list: readonly FeedItem[] | undefined, item: FeedItem): FeedItem[] {
  const rest = (list ?? []).filter((entry) => entry.id !== item.id);
  return [item, ...rest].slice(0, FEED_LIMIT);
}

/**
 * The latest bets, then live: GET /feed once, then the server-sent events of /feed/stream (EventSource reconnects by
 * itself after a drop). The stream is open only while the list is on screen.
 */
export function useLiveFeed(game: string, kind: FeedKind) {
  const query = useQuery({ queryKey: gamesKeys.feed(game, kind), queryFn: () => getFeed(game, kind) });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(gamesStreamUrl('/feed/stream', { game, kind }));
    const onBet = (event: MessageEvent<string>) => {
      try {
        const item = feedItemSchema.parse(JSON.parse(event.data));
        queryClient.setQueryData<FeedItem[]>(gamesKeys.feed(game, kind), (list) => addFeedItem(list, item));
      } catch {
        // A line the stream's contract does not describe is skipped, not shown half-read.
      }
    };
    source.addEventListener('bet', onBet as EventListener);
    return () => {
      source.removeEventListener('bet', onBet as EventListener);
      source.close();
    };
  }, [game, kind]);
  return query;
}
