import type { CasinoCategory, Platform } from '@/lib/casino/contract';

/** A game as the catalogue keeps it, from the aggregator's game list. */
export type AggregatorGame = {
  code: string;
  name: string;
  studio: string;
  category: CasinoCategory;
  thumbnail: string | null;
  rtp: number | null;
  blockedCountries: string[];
  demo: boolean;
  enabled: boolean;
};

/** What a launch asks of the aggregator; user and token are absent in demo play (currency XXX). */
export type GameUrlRequest = {
  user?: string;
  token?: string;
  gameCode: string;
  platform: Platform;
  currency: string;
  country: string;
  lang: string;
  lobbyUrl: string;
  depositUrl: string;
  ip: string;
};

/** The games side of an aggregator (we call it); its wallet side calls us (wallet-routes.ts). */
export type GameAggregator = {
  /** The name its transactions and bankroll are kept under ('hub88'). */
  name: string;
  listGames(): Promise<AggregatorGame[]>;
  gameUrl(request: GameUrlRequest): Promise<string>;
};

export class AggregatorUnavailableError extends Error {}
