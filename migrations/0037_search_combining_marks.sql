-- Hand-written: the full-text index keeps a word's combining marks in it (docs/decisions/057-storefront-languages.md).
-- unicode61 takes letters, digits and private-use characters as a word's own by default and splits at anything
-- else, and Devanagari writes its vowel signs, virama and nukta as combining marks (Unicode category M): जूते was
-- indexed as the words ज and त, which matched जाती and जाते. Latin diacritics are still folded (remove_diacritics 2).
-- The index and its triggers are made again as 0035 made them, with M* among the word characters.
DROP TRIGGER `products_fts_insert`;--> statement-breakpoint
DROP TRIGGER `products_fts_delete`;--> statement-breakpoint
DROP TRIGGER `products_fts_update`;--> statement-breakpoint
DROP TABLE `products_fts_vocab`;--> statement-breakpoint
DROP TABLE `products_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  name, brand, category, description, name_hi, description_hi,
  content='products', content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2 categories ''L* N* Co M*''',
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
