CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`parent_id` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_unique` ON `categories` (lower("name"));--> statement-breakpoint
CREATE INDEX `categories_parent_idx` ON `categories` (`parent_id`,`position`);--> statement-breakpoint
-- The six categories the shop started with become records, keeping their names as ids and their slugs.
INSERT INTO `categories` (`id`, `slug`, `name`, `position`) VALUES
  ('Fashion', 'fashion', 'Fashion', 0),
  ('Electronics', 'electronics', 'Electronics', 1),
  ('Bags', 'bags', 'Bags', 2),
  ('Footwear', 'footwear', 'Footwear', 3),
  ('Groceries', 'groceries', 'Groceries', 4),
  ('Beauty', 'beauty', 'Beauty', 5);--> statement-breakpoint
CREATE TABLE `category_redirects` (
	`slug` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_images` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_images_product_idx` ON `product_images` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_option_values` (
	`product_id` text NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`product_id`, `name`, `value`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_option_values_value_idx` ON `product_option_values` (`name`,`value`,`product_id`);--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`option1` text,
	`option2` text,
	`option3` text,
	`sku` text,
	`price_paise` integer NOT NULL,
	`mrp_paise` integer,
	`count_in_stock` integer DEFAULT 0 NOT NULL,
	`barcode` text,
	`weight_grams` integer,
	`image_ids` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_price_check" CHECK("product_variants"."price_paise" >= 0),
	CONSTRAINT "product_variants_stock_check" CHECK("product_variants"."count_in_stock" >= 0),
	CONSTRAINT "product_variants_weight_check" CHECK("product_variants"."weight_grams" is null or "product_variants"."weight_grams" >= 0)
);
--> statement-breakpoint
CREATE INDEX `product_variants_product_idx` ON `product_variants` (`product_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_sku_unique` ON `product_variants` (`sku`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`brand` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`price_paise` integer NOT NULL,
	`mrp_paise` integer,
	`max_price_paise` integer DEFAULT 0 NOT NULL,
	`count_in_stock` integer DEFAULT 0 NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`num_reviews` integer DEFAULT 0 NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`gst_rate_bp` integer DEFAULT 1800 NOT NULL,
	`hsn_code` text,
	`sku` text,
	`low_stock_threshold` integer DEFAULT 5 NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_price_check" CHECK("__new_products"."price_paise" >= 0),
	CONSTRAINT "products_stock_check" CHECK("__new_products"."count_in_stock" >= 0),
	CONSTRAINT "products_gst_rate_check" CHECK("__new_products"."gst_rate_bp" in (0, 25, 300, 500, 1800, 4000))
);
--> statement-breakpoint
-- The rowid is kept: the full-text index (products_fts) refers to products by it.
INSERT INTO `__new_products`("rowid", "id", "name", "image", "brand", "category", "description", "price_paise", "mrp_paise", "max_price_paise", "count_in_stock", "rating", "num_reviews", "is_published", "gst_rate_bp", "hsn_code", "sku", "low_stock_threshold", "options", "created_at") SELECT "rowid", "id", "name", "image", "brand", "category", "description", "price_paise", "mrp_paise", "price_paise", "count_in_stock", "rating", "num_reviews", "is_published", "gst_rate_bp", "hsn_code", "sku", "low_stock_threshold", '[]', "created_at" FROM `products`;--> statement-breakpoint
DROP TABLE `products`;--> statement-breakpoint
ALTER TABLE `__new_products` RENAME TO `products`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `products_created_at_idx` ON `products` (`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_sku_unique` ON `products` (`sku`);--> statement-breakpoint
CREATE INDEX `products_low_stock_idx` ON `products` (("count_in_stock" - "low_stock_threshold"),`name`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`rating`,`num_reviews`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_rating_idx` ON `products` (`category`,`rating`,`num_reviews`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_shop_newest_idx` ON `products` (`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_category_idx` ON `products` (`category`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_price_idx` ON `products` (`price_paise`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_category_price_idx` ON `products` (`category`,`price_paise`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_brand_idx` ON `products` (`brand`,`created_at`,`id`) WHERE is_published = 1;--> statement-breakpoint
CREATE INDEX `products_shop_category_brand_idx` ON `products` (`category`,`brand`) WHERE is_published = 1;--> statement-breakpoint
-- Dropping the old table dropped its triggers: the full-text index's and the catalogue counter's, as in 0014.
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
-- Every product sold one way only has one variant without option values, whose id is the product's own
-- (docs/decisions/043-variants.md): the products there are now get it, and so does every product made from
-- now on, whichever way it is inserted.
INSERT INTO `product_variants` (`id`, `product_id`, `position`, `price_paise`, `mrp_paise`, `count_in_stock`, `created_at`)
  SELECT `id`, `id`, 0, `price_paise`, `mrp_paise`, `count_in_stock`, `created_at` FROM `products`;--> statement-breakpoint
CREATE TRIGGER `products_implicit_variant` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_variants` (`id`, `product_id`, `position`, `price_paise`, `mrp_paise`, `count_in_stock`)
    VALUES (new.id, new.id, 0, new.price_paise, new.mrp_paise, new.count_in_stock);
  UPDATE `products` SET `max_price_paise` = new.price_paise WHERE `id` = new.id AND `max_price_paise` <> new.price_paise;
END;--> statement-breakpoint
-- A product's price and MRP are its cheapest variant's, its stock the sum of theirs, whatever changes a variant.
-- (Inserting the implicit variant above changes neither.)
CREATE TRIGGER `product_variants_sync_insert` AFTER INSERT ON `product_variants` WHEN new.id <> new.product_id BEGIN
  UPDATE `products` SET
    `count_in_stock` = (SELECT coalesce(sum(`count_in_stock`), 0) FROM `product_variants` WHERE `product_id` = new.product_id),
    (`price_paise`, `mrp_paise`) = (SELECT `price_paise`, `mrp_paise` FROM `product_variants` WHERE `product_id` = new.product_id ORDER BY `price_paise`, `position` LIMIT 1),
    `max_price_paise` = (SELECT max(`price_paise`) FROM `product_variants` WHERE `product_id` = new.product_id)
  WHERE `id` = new.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `product_variants_sync_update` AFTER UPDATE OF `price_paise`, `mrp_paise`, `count_in_stock`, `position` ON `product_variants` BEGIN
  UPDATE `products` SET
    `count_in_stock` = (SELECT coalesce(sum(`count_in_stock`), 0) FROM `product_variants` WHERE `product_id` = new.product_id),
    (`price_paise`, `mrp_paise`) = (SELECT `price_paise`, `mrp_paise` FROM `product_variants` WHERE `product_id` = new.product_id ORDER BY `price_paise`, `position` LIMIT 1),
    `max_price_paise` = (SELECT max(`price_paise`) FROM `product_variants` WHERE `product_id` = new.product_id)
  WHERE `id` = new.product_id;
END;--> statement-breakpoint
CREATE TRIGGER `product_variants_sync_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `products` SET
    `count_in_stock` = (SELECT coalesce(sum(`count_in_stock`), 0) FROM `product_variants` WHERE `product_id` = old.product_id),
    (`price_paise`, `mrp_paise`) = (SELECT `price_paise`, `mrp_paise` FROM `product_variants` WHERE `product_id` = old.product_id ORDER BY `price_paise`, `position` LIMIT 1),
    `max_price_paise` = (SELECT max(`price_paise`) FROM `product_variants` WHERE `product_id` = old.product_id)
  WHERE `id` = old.product_id AND EXISTS (SELECT 1 FROM `product_variants` WHERE `product_id` = old.product_id);
END;--> statement-breakpoint
ALTER TABLE `order_items` ADD `variant_id` text REFERENCES product_variants(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `order_items` ADD `variant_title` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `sku` text;--> statement-breakpoint
CREATE INDEX `order_items_variant_idx` ON `order_items` (`variant_id`);--> statement-breakpoint
-- Lines ordered before variants were bought from their product's only variant.
UPDATE `order_items` SET `variant_id` = `product_id` WHERE `product_id` IN (SELECT `id` FROM `product_variants`);
