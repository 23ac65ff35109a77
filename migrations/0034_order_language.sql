-- The language the order was placed in: the customer's e-mails about it are written in it
-- (docs/decisions/056-languages.md). Older orders were placed in English.
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;