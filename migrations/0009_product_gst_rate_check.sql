PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`brand` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`price_paise` integer NOT NULL,
	`count_in_stock` integer DEFAULT 0 NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`num_reviews` integer DEFAULT 0 NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`gst_rate_bp` integer DEFAULT 1800 NOT NULL,
	`hsn_code` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "products_price_check" CHECK("__new_products"."price_paise" >= 0),
	CONSTRAINT "products_stock_check" CHECK("__new_products"."count_in_stock" >= 0),
	CONSTRAINT "products_category_check" CHECK("__new_products"."category" in ('Fashion', 'Electronics', 'Bags', 'Footwear', 'Groceries', 'Beauty')),
	CONSTRAINT "products_gst_rate_check" CHECK("__new_products"."gst_rate_bp" in (0, 25, 300, 500, 1800, 4000))
);
--> statement-breakpoint
INSERT INTO `__new_products`("id", "name", "image", "brand", "category", "description", "price_paise", "count_in_stock", "rating", "num_reviews", "is_published", "gst_rate_bp", "hsn_code", "created_at") SELECT "id", "name", "image", "brand", "category", "description", "price_paise", "count_in_stock", "rating", "num_reviews", "is_published", "gst_rate_bp", "hsn_code", "created_at" FROM `products`;--> statement-breakpoint
DROP TABLE `products`;--> statement-breakpoint
ALTER TABLE `__new_products` RENAME TO `products`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `products_created_at_idx` ON `products` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`rating`,`num_reviews`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_rating_idx` ON `products` (`category`,`rating`,`num_reviews`,`created_at`,`id`);