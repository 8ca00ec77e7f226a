// Code node "price_cart": totals the basket and picks the shipping fee for the user's country.
const items = Array.isArray(vars.cart_items) ? vars.cart_items : [];
if (items.length === 0) {
  throw new Error("cart_empty");
}
const subtotal = items.reduce((sum, item) => sum + item.price * item.qty, 0);
const freeFrom = { US: 50, GB: 40, DE: 45 };
const threshold = freeFrom[user.country] ?? 60;
const freeShipping = subtotal >= threshold;
const shippingFee = freeShipping ? 0 : 4.95;
const round = (amount) => Math.round(amount * 100) / 100;
const total = round(subtotal + shippingFee);
const money = new Intl.NumberFormat(sys.language, {
  style: "currency",
  currency: vars.currency ?? "USD",
});
return {
  cart_total: total,
  shipping_fee: shippingFee,
  free_shipping: freeShipping,
  free_shipping_gap: freeShipping ? 0 : round(threshold - subtotal),
  cart_summary: `${items.length} items, ${money.format(total)}`,
};
