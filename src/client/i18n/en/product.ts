/** The product page: price, buy box, photos, variants, delivery line, contact, reviews (pages/Product.page.tsx, features/catalog). */
import { icu } from '../icu.js';

// The price and the buy box (pages/Product.page.tsx)
export const mrp = 'M.R.P.';
export const youPayWithGst = icu<{ amount: string }>('you pay {amount} with GST');
export const percentOff = icu<{ percent: number }>('{percent}% off');
export const fromPrice = icu<{ price: string }>('from {price}');
export const buy = 'Buy';
export const priceLabel = 'Price:';
export const statusLabel = 'Status:';
export const inStock = 'In Stock';
export const outOfStock = 'Out Of Stock';
export const qtyLabel = 'Qty:';
export const quantity = 'Quantity';
export const addToCart = 'Add To Cart';
export const addToCartBar = 'Add to cart bar';
export const price = icu<{ price: string }>('Price: {price}');
export const inclusiveOfGst = icu<{ rate: number }>('Inclusive of GST ({rate}%)');
export const gstAddedAtCheckout = icu<{ rate: number }>('GST ({rate}%) is added at checkout');
export const description = icu<{ description: string }>('Description: {description}');
export const couldNotLoad = 'Could not load this product';

// The reviews (pages/Product.page.tsx)
export const reviews = 'Reviews';
export const noReviews = 'No Reviews';
export const yourReviewBadge = 'Your review';
export const verifiedPurchase = 'Verified purchase';
export const yourReviewTitle = 'Your Review';
export const writeReview = 'Write a Customer Review';
/** {link} is a link whose text is signInLink. */
export const signInToReview = icu<{ link: string }>('Please {link} to write a review');
export const signInLink = 'sign in';

// The photos (features/catalog/ProductGallery.tsx)
export const viewLarger = 'View larger photo';
export const photosOf = icu<{ name: string }>('Photos of {name}');
export const photoOf = icu<{ index: number; count: number }>('Photo {index} of {count}');
export const choosePhoto = 'Choose a photo';

// The variants (features/catalog/VariantPicker.tsx); the options and their values are the owner's
export const chooseOption = icu<{ option: string }>('Please choose a {option}');
export const chooseOne = 'choose one';
export const valueOutOfStock = icu<{ value: string }>('{value} (out of stock)');
export const valueNotAvailable = icu<{ value: string }>('{value} (not available)');

// Delivery to the shopper's pincode (features/catalog/DeliveryLine.tsx)
export const delivery = 'Delivery';
/** {link} is a link whose text is enterPincode. */
export const pincodeToSee = icu<{ link: string }>('{link} to see when it arrives');
export const enterPincode = 'Enter your pincode';
export const change = 'Change';
export const couldNotCheck = icu<{ pincode: string }>('Could not check delivery to {pincode}');
export const checking = icu<{ pincode: string }>('Checking delivery to {pincode}…');
export const notDelivered = icu<{ pincode: string }>('We do not deliver to {pincode} yet');
export const deliveryBy = icu<{ date: string }>('Delivery by {date}');
export const freeDelivery = 'Free delivery';
export const deliveryFee = icu<{ fee: string }>('Delivery fee {fee}');
export const codAvailable = 'Cash on delivery available';
export const noCod = 'No cash on delivery here';
export const toPincode = icu<{ pincode: string }>('To {pincode}');
export const toCityPincode = icu<{ city: string; pincode: string }>('To {city} {pincode}');

// Asking and sharing (features/catalog/ProductContact.tsx)
export const linkCopied = 'Link copied';
export const couldNotCopy = icu<{ url: string }>('Could not copy the link: {url}');
export const whatsappQuestion = icu<{ name: string; url: string }>('Hi, I have a question about {name}: {url}');
export const askOnWhatsapp = 'Ask on WhatsApp';
export const shareOnWhatsapp = 'Share on WhatsApp';
export const copyLink = 'Copy link';
export const share = 'Share';
