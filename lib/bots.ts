/** Search and social crawlers, link previewers and monitoring agents skip the geo check (spec section 6). */
const BOT_PATTERN =
  /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|vkshare|yandex(bot|images|metrika|direct)|mediapartners-google|adsbot-google|google-inspectiontool|lighthouse|pingdom|uptimerobot|headlesschrome\/.*\bbot/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
