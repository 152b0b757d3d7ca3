// A weapon's base speed in the interface language (docs/product.md#attack-speed): 2 decimals at least, as the
// game writes them (a typed 0.30 never reads 0.3 elsewhere, and 2 reads 2.00), and up to the 4 the attack
// speed is shown with when a base has more (0.375). Pure: the caller passes the locale.
export const formatBaseSpeed = (locale: string, n: number): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(n);
