-- Hand-written: a sale no longer empties every kept product page and list (docs/decisions/058-stock-and-kept-answers.md).
-- Any update of a product moved the catalogue's counter, and a sale updates its product: the trigger that keeps a
-- product's stock the sum of its variants' rewrites the row. Every order so emptied the kept product pages, lists
-- and suggestions. Now the counter moves unless the update changed the stock, nothing else, and left the product
-- on the same side of zero (in stock, or sold out): kept answers read the stock itself fresh every time they are
-- served, and what depends on the side (the in-stock filter, its counts) still goes with the counter. An update
-- that writes the same values (code that touches the row so that the counter moves) still moves it.
-- Every other column is compared: tests/server/stock-kept-answers.test.ts fails when one is added to products and
-- not here. What reads the stock through a kept answer of its own (the dashboard's running-out list) follows the
-- new stock counter, which every change of a product's stock moves.
CREATE TABLE `stock_version` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `stock_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `products_stock_version_update` AFTER UPDATE OF `count_in_stock` ON `products`
WHEN old.`count_in_stock` IS NOT new.`count_in_stock`
BEGIN
  UPDATE `stock_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
DROP TRIGGER `products_catalog_version_update`;--> statement-breakpoint
CREATE TRIGGER `products_catalog_version_update` AFTER UPDATE ON `products`
WHEN NOT (
  old.`count_in_stock` IS NOT new.`count_in_stock`
  AND (old.`count_in_stock` > 0) = (new.`count_in_stock` > 0)
  AND old.`id` IS new.`id`
  AND old.`name` IS new.`name`
  AND old.`image` IS new.`image`
  AND old.`brand` IS new.`brand`
  AND old.`category` IS new.`category`
  AND old.`description` IS new.`description`
  AND old.`price_paise` IS new.`price_paise`
  AND old.`mrp_paise` IS new.`mrp_paise`
  AND old.`max_price_paise` IS new.`max_price_paise`
  AND old.`rating` IS new.`rating`
  AND old.`num_reviews` IS new.`num_reviews`
  AND old.`is_published` IS new.`is_published`
  AND old.`gst_rate_bp` IS new.`gst_rate_bp`
  AND old.`hsn_code` IS new.`hsn_code`
  AND old.`sku` IS new.`sku`
  AND old.`low_stock_threshold` IS new.`low_stock_threshold`
  AND old.`options` IS new.`options`
  AND old.`created_at` IS new.`created_at`
  AND old.`name_hi` IS new.`name_hi`
  AND old.`description_hi` IS new.`description_hi`
)
BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
