// The subtotal's formatting, a chunk of its own: it brings core's currency table (about 0.8 KB on the
// wire), which a visitor with an empty cart (most, on most pages) never needs.
export { formatMoney } from '@tessera/core';
