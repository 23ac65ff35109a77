/**
 * The address ranges Cloudflare connects to origins from, as published at https://www.cloudflare.com/ips/
 * (the list last changed in 2021; checked 2026-12). `TRUST_PROXY=cloudflare` trusts exactly these, so a
 * visitor's address is read from the X-Forwarded-For entry Cloudflare wrote, and a client that reaches the
 * shop directly cannot choose its own (docs/decisions/052-cdn-caching.md). Should Cloudflare add a range, a
 * visitor reaching the shop through it is seen with the Cloudflare address: limits get shared, nobody escapes
 * them. Update the list when Cloudflare's page changes.
 */
export const CLOUDFLARE_RANGES: readonly string[] = [
  '173.245.48.0/20',
  '103.21.244.0/22',
  '103.22.200.0/22',
  '103.31.4.0/22',
  '141.101.64.0/18',
  '108.162.192.0/18',
  '190.93.240.0/20',
  '188.114.96.0/20',
  '197.234.240.0/22',
  '198.41.128.0/17',
  '162.158.0.0/15',
  '104.16.0.0/13',
  '104.24.0.0/14',
  '172.64.0.0/13',
  '131.0.72.0/22',
  '2400:cb00::/32',
  '2606:4700::/32',
  '2803:f800::/32',
  '2405:b500::/32',
  '2405:8100::/32',
  '2a06:98c0::/29',
  '2c0f:f248::/32',
];
