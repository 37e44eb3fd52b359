/** An address or e-mail on a reserved example domain (RFC 2606) can never be the agency's real one. */
export const SAMPLE_ADDRESS = /[@./]([\w-]+\.)*example(\/|$)|\.example\b/;

/** The address to link to, or undefined while it is a sample: a visitor should never follow a link to nowhere. */
export const linkableAddress = (address: string, confirmed = true): string | undefined =>
  confirmed && !SAMPLE_ADDRESS.test(address) ? address : undefined;
