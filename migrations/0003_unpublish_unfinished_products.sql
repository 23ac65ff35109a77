-- Custom SQL migration file, put your code below! --
-- Products that an older version let onto the storefront unfinished (the admin's "Create Product" sample at
-- Rs 0 with the placeholder picture) become drafts: shoppers stop seeing "Sample name – Rs 0/-".
UPDATE `products` SET `is_published` = false WHERE `price_paise` <= 0 OR `image` = '/images/sample.svg';
