CREATE INDEX `products_shop_newest_idx` ON `products` (`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_category_idx` ON `products` (`category`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_price_idx` ON `products` (`price_paise`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_category_price_idx` ON `products` (`category`,`price_paise`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_brand_idx` ON `products` (`brand`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_category_brand_idx` ON `products` (`category`,`brand`) WHERE is_published = 1;--> statement-breakpoint
-- Hand-written (docs/decisions/012-search-index.md): the full-text index over the products, kept in step by
-- triggers. External content: the text lives only in `products`; the index refers to its rowid.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name, brand, category, description,
  content='products', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2'
);--> statement-breakpoint
-- The catalogue's words with how many products hold each: what typo correction picks from.
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab('products_fts', 'row');--> statement-breakpoint
-- Bumped by every change to a product: search caches compare it to know when they are stale.
CREATE TABLE `catalog_version` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `catalog_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts` (rowid, name, brand, category, description) VALUES (new.rowid, new.name, new.brand, new.category, new.description);
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, name, brand, category, description) VALUES ('delete', old.rowid, old.name, old.brand, old.category, old.description);
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `name`, `brand`, `category`, `description` ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, name, brand, category, description) VALUES ('delete', old.rowid, old.name, old.brand, old.category, old.description);
  INSERT INTO `products_fts` (rowid, name, brand, category, description) VALUES (new.rowid, new.name, new.brand, new.category, new.description);
END;--> statement-breakpoint
CREATE TRIGGER `products_catalog_version_update` AFTER UPDATE ON `products` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
-- Existing shops: index the products they already have.
INSERT INTO `products_fts` (`products_fts`) VALUES ('rebuild');
