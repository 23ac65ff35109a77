-- Products and categories may have a name and description in Hindi (docs/decisions/056-languages.md).
ALTER TABLE `categories` ADD `name_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `name_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_hi` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: search finds a product by its Hindi name and description too, so the full-text index (0014,
-- its triggers as 0031 left them) is made again with those two columns, and filled from the products.
DROP TRIGGER `products_fts_insert`;--> statement-breakpoint
DROP TRIGGER `products_fts_delete`;--> statement-breakpoint
DROP TRIGGER `products_fts_update`;--> statement-breakpoint
DROP TABLE `products_fts_vocab`;--> statement-breakpoint
DROP TABLE `products_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name, brand, category, description, name_hi, description_hi,
  content='products', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2'
);--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab('products_fts', 'row');--> statement-breakpoint
INSERT INTO `products_fts` (`products_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts` (rowid, name, brand, category, description, name_hi, description_hi)
    VALUES (new.rowid, new.name, new.brand, new.category, new.description, new.name_hi, new.description_hi);
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, name, brand, category, description, name_hi, description_hi)
    VALUES ('delete', old.rowid, old.name, old.brand, old.category, old.description, old.name_hi, old.description_hi);
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `name`, `brand`, `category`, `description`, `name_hi`, `description_hi` ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, name, brand, category, description, name_hi, description_hi)
    VALUES ('delete', old.rowid, old.name, old.brand, old.category, old.description, old.name_hi, old.description_hi);
  INSERT INTO `products_fts` (rowid, name, brand, category, description, name_hi, description_hi)
    VALUES (new.rowid, new.name, new.brand, new.category, new.description, new.name_hi, new.description_hi);
  UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
