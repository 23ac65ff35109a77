-- Hand-written (docs/decisions/050-search-postings.md): a change counter for the searchable text alone, bumped
-- with the full-text index by its triggers. Search keeps each word group's products in memory against it, so
-- a sale (stock moves, catalog_version with it) does not empty what search keeps.
CREATE TABLE `search_version` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `search_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
DROP TRIGGER `products_fts_insert`;--> statement-breakpoint
DROP TRIGGER `products_fts_delete`;--> statement-breakpoint
DROP TRIGGER `products_fts_update`;--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts` (rowid, name, brand, category, description) VALUES (new.rowid, new.name, new.brand, new.category, new.description);
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, name, brand, category, description) VALUES ('delete', old.rowid, old.name, old.brand, old.category, old.description);
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `name`, `brand`, `category`, `description` ON `products` BEGIN
  INSERT INTO `products_fts` (`products_fts`, rowid, name, brand, category, description) VALUES ('delete', old.rowid, old.name, old.brand, old.category, old.description);
  INSERT INTO `products_fts` (rowid, name, brand, category, description) VALUES (new.rowid, new.name, new.brand, new.category, new.description);
  UPDATE `search_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
