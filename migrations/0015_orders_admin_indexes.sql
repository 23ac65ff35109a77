DROP INDEX `orders_paid_at_idx`;--> statement-breakpoint
CREATE INDEX `orders_paid_at_idx` ON `orders` (`paid_at`,`total_price_paise`,`refunded_paise`);--> statement-breakpoint
DROP INDEX `products_low_stock_idx`;--> statement-breakpoint
CREATE INDEX `products_low_stock_idx` ON `products` (("count_in_stock" - "low_stock_threshold"),`name`) WHERE is_published = 1;--> statement-breakpoint
-- Hand-written (docs/decisions/018-admin-lists.md): the admin's order search by any part of the buyer's
-- name or e-mail through a trigram index rather than a LIKE over every order; kept in step by triggers like
-- the products' index (docs/decisions/012-search-index.md).
CREATE VIRTUAL TABLE `orders_fts` USING fts5(
  user_name, user_email,
  content='orders', content_rowid='rowid',
  tokenize='trigram remove_diacritics 1'
);--> statement-breakpoint
-- Bumped by every change to an order: the admin's counts and dashboard compare it to know when they are stale.
CREATE TABLE `orders_version` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `orders_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `orders_fts_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `orders_fts` (rowid, user_name, user_email) VALUES (new.rowid, new.user_name, new.user_email);
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `orders_fts_delete` AFTER DELETE ON `orders` BEGIN
  INSERT INTO `orders_fts` (`orders_fts`, rowid, user_name, user_email) VALUES ('delete', old.rowid, old.user_name, old.user_email);
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `orders_fts_update` AFTER UPDATE OF `user_name`, `user_email` ON `orders` BEGIN
  INSERT INTO `orders_fts` (`orders_fts`, rowid, user_name, user_email) VALUES ('delete', old.rowid, old.user_name, old.user_email);
  INSERT INTO `orders_fts` (rowid, user_name, user_email) VALUES (new.rowid, new.user_name, new.user_email);
END;--> statement-breakpoint
CREATE TRIGGER `orders_version_update` AFTER UPDATE ON `orders` BEGIN
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
-- Existing shops: index the orders they already have.
INSERT INTO `orders_fts` (`orders_fts`) VALUES ('rebuild');
--> statement-breakpoint
-- A product page shows its reviews: any change to them is a change to the catalogue for its caches.
CREATE TRIGGER `reviews_catalog_version_insert` AFTER INSERT ON `reviews` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_catalog_version_update` AFTER UPDATE ON `reviews` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `reviews_catalog_version_delete` AFTER DELETE ON `reviews` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
