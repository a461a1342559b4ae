declare module 'geoip-country' {
  export type GeoCountry = { country: string; name?: string };
  export function lookup(ip: string): GeoCountry | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
